import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeadJob } from '@schemas/staff-api';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import BackgroundWorkPage from './background-work-page';

const sweep: DeadJob = {
  id: 7,
  kind: 'upload-sweep',
  attempts: 5,
  lastError: 'EACCES: permission denied, unlink files/abc.pdf',
  createdAt: '2026-11-28T08:00:00.000Z',
  diedAt: '2026-11-28T09:00:00.000Z',
};

function setup(retryAnswer: () => Response) {
  let dead = [sweep];
  const retried: string[] = [];
  server.use(
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    http.get('*/staff/api/jobs/dead', () => HttpResponse.json({ dead })),
    http.post('*/staff/api/jobs/:id/retry', ({ params }) => {
      retried.push(String(params.id));
      const answer = retryAnswer();
      if (answer.status === 204) dead = [];
      return answer;
    }),
  );
  renderSignedIn(<BackgroundWorkPage />, 'admin');
  return { retried, user: userEvent.setup({ delay: null }) };
}

describe('Background work screen', { timeout: 20_000 }, () => {
  it('lists work whose every try failed with its error, and a retry runs it again and takes it off the list', async () => {
    const { retried, user } = setup(() => new HttpResponse(null, { status: 204 }));
    expect(await screen.findByText('EACCES: permission denied, unlink files/abc.pdf')).toBeInTheDocument();
    expect(screen.getByText(/Upload sweep · failed 5 times, last at/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Upload sweep job 7' }));
    expect(await screen.findByText('Upload sweep runs again now.')).toBeInTheDocument();
    expect(retried).toEqual(['7']);
    expect(
      await screen.findByText('Nothing has failed: all background work ran or is waiting for its turn.'),
    ).toBeInTheDocument();
  });

  it('says why a retry did not happen and keeps the job listed', async () => {
    const { user } = setup(() =>
      HttpResponse.json(
        { error: { type: 'NOT_FOUND', message: 'That dead letter is not there any more' } },
        { status: 404 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Retry Upload sweep job 7' }));
    expect(await screen.findByText('Not retried: That dead letter is not there any more')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry Upload sweep job 7' })).toBeEnabled());
  });
});
