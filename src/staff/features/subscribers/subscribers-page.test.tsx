import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubscribersAnswer } from '@schemas/follow';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import SubscribersPage from './subscribers-page';

const answer: SubscribersAnswer = {
  subscribers: [
    {
      email: 'sita@example.com',
      lang: 'ne',
      state: 'confirmed',
      createdAt: '2026-11-28T08:00:00.000Z',
      confirmedAt: '2026-11-28T08:05:00.000Z',
      unsubscribedAt: null,
      postsSent: 2,
    },
    {
      email: 'ram@example.com',
      lang: 'en',
      state: 'pending',
      createdAt: '2026-11-28T09:00:00.000Z',
      confirmedAt: null,
      unsubscribedAt: null,
      postsSent: 0,
    },
  ],
};

describe('Subscribers screen', { timeout: 20_000 }, () => {
  it('lists each follower with state, language and dates, and links the CSV export', async () => {
    server.use(
      http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
      http.get('*/staff/api/subscribers', () => HttpResponse.json(answer)),
    );
    renderSignedIn(<SubscribersPage />, 'admin');
    const list = await screen.findByRole('list', { name: 'Subscribers' });
    const [sita, ram] = within(list).getAllByRole('listitem');
    expect(sita).toHaveTextContent('sita@example.com');
    expect(sita).toHaveTextContent('Following');
    expect(sita).toHaveTextContent('Nepali');
    expect(sita).toHaveTextContent('2 articles sent');
    expect(
      within(sita)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-11-28T08:00:00.000Z', '2026-11-28T08:05:00.000Z']);
    expect(ram).toHaveTextContent('Waiting for confirmation');
    expect(ram).toHaveTextContent('English');
    expect(screen.getByRole('link', { name: 'Download all (CSV)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/staff\/api\/subscribers\/export\.csv$/),
    );
  });
});
