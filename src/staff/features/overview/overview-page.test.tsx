import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OverviewAnswer } from '@schemas/staff-overview';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import OverviewPage from './overview-page';

const quietDay: OverviewAnswer = {
  today: '2026-12-06',
  tomorrow: '2026-12-07',
  weekStart: '2026-12-06',
  meetings: {
    today: [],
    tomorrow: [
      {
        id: 'recM3',
        start: '2026-12-07T05:15:00.000Z',
        end: '2026-12-07T05:30:00.000Z',
        name: 'Asha Gurung',
        purpose: 'Website',
        state: 'requested',
      },
    ],
  },
  moreMeetings: { today: 0, tomorrow: 0 },
  waiting: 1,
  unpaid: 0,
  applications: 4,
  health: {
    mail: { server: true, failed: 0, stuck: false },
    backups: { nightly: false, lastAt: null, ok: null },
    delivery: null,
  },
};

function Address() {
  const { pathname, search } = useLocation();
  return <p>Opened {pathname + search}</p>;
}

describe('Overview screen', { timeout: 20_000 }, () => {
  it('shows its lines from one request, and a line opens its filtered list', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/staff/api/overview', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json(quietDay);
      }),
    );
    renderSignedIn(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<OverviewPage />} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>,
      'staff',
    );
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tomorrow, Monday, 7 December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '11:00–11:15 · Asha Gurung · Website · Requested' })).toHaveAttribute(
      'href',
      '/records/Meeting/recM3',
    );
    expect(screen.getByRole('link', { name: 'No meetings today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 career applications this week' })).toBeInTheDocument();
    expect(screen.getByText('Mail: working')).toBeInTheDocument();
    // Not an admin: the backups line says how things stand without a link to a page only admins open.
    expect(screen.getByText('Backups: not set up, so nothing is backed up every night').closest('a')).toBeNull();
    expect(asked).toEqual(['/staff/api/overview']);

    await userEvent.click(screen.getByRole('link', { name: '1 submission has waited longer than a working day' }));
    expect(await screen.findByText('Opened /inbox?waiting=1')).toBeInTheDocument();
  });
});
