import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@schemas/booking-staff-api';
import { addDays, weekday } from '@schemas/booking-slots';
import { nepalInstant, nepalToday } from '@schemas/nepal-time';
import { server } from '@/testing/msw-server';
import { setViewportWidth } from '@/testing/viewport';
import { sessionKey } from '../../lib/query-keys';
import CalendarPage from './calendar-page';

const today = nepalToday();
const sunday = addDays(today, -weekday(today));
const at = (date: string, time: string) => nepalInstant(date, time).toISOString();
const entries: CalendarEntry[] = [
  {
    kind: 'meeting',
    id: 'rec1',
    start: at(today, '10:30'),
    end: at(today, '11:00'),
    name: 'Kiran Gurung',
    state: 'confirmed',
    assignee: { id: 'u1', name: 'Asha' },
  },
  { kind: 'block', id: 'blk1', start: at(today, '13:00'), end: at(today, '14:00'), note: 'Training' },
  { kind: 'held', id: 'recGone', start: at(today, '15:00'), end: at(today, '15:30') },
];

function setup(width: number, role: 'staff' | 'admin' = 'staff', items: CalendarEntry[] = entries) {
  setViewportWidth(width);
  const queries: URLSearchParams[] = [];
  const removed: string[] = [];
  const blocked: unknown[] = [];
  const freed: string[] = [];
  server.use(
    http.post('*/staff/api/booking/holds/:id/free', ({ params }) => {
      freed.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/staff/api/booking/calendar', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items });
    }),
    http.delete('*/staff/api/booking/blocks/:id', ({ params }) => {
      removed.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/staff/api/booking/blocks', async ({ request }) => {
      blocked.push(await request.json());
      return HttpResponse.json({ ...entries[1], id: 'blk2' }, { status: 201 });
    }),
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKey, {
    user: { id: 'u1', name: 'Asha', email: 'asha@example.com', role, notifyTables: [] },
    csrfToken: 'token',
    mode: 'local',
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CalendarPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queries, removed, blocked, freed, user: userEvent.setup({ delay: null }) };
}

describe('the staff calendar', { timeout: 20_000 }, () => {
  it('shows the week on a desktop: meetings with Nepal time, state and assignee, blocks with Remove', async () => {
    const { queries, removed, user } = setup(1280);
    const day = await screen.findByRole('region', { name: new RegExp(`${today}: 1 meetings`) });
    expect(screen.getAllByRole('region', { name: /meetings$/ })).toHaveLength(7);
    expect(queries[0].get('from')).toBe(sunday);
    expect(queries[0].get('days')).toBe('7');
    const link = within(day).getByRole('link', { name: '10:30–11:00 Kiran Gurung' });
    expect(link).toHaveAttribute('href', '/records/Meeting/rec1');
    expect(day).toHaveTextContent('Confirmed');
    expect(day).toHaveTextContent('Asha');
    expect(day).toHaveTextContent('13:00–14:00 Blocked: Training');
    await user.click(within(day).getByRole('button', { name: 'Remove the block 13:00–14:00' }));
    await waitFor(() => expect(removed).toEqual(['blk1']));
  });

  it('shows time a deleted meeting still holds; admins free it, staff only see it', async () => {
    const { freed, user } = setup(1280, 'admin');
    const day = await screen.findByRole('region', { name: new RegExp(`${today}: 1 meetings`) });
    expect(day).toHaveTextContent('15:00–15:30 Held by a meeting no longer in the inbox');
    await user.click(within(day).getByRole('button', { name: 'Free this time 15:00–15:30' }));
    await waitFor(() => expect(freed).toEqual(['recGone']));
  });

  it('offers staff no Free this time', async () => {
    setup(1280);
    const day = await screen.findByRole('region', { name: new RegExp(`${today}: 1 meetings`) });
    expect(day).toHaveTextContent('Held by a meeting no longer in the inbox');
    expect(within(day).queryByRole('button', { name: /Free this time/ })).toBeNull();
  });

  it('shows a closed day as closed (a public holiday says so), not as a day with nothing booked', async () => {
    const [holiday, closed] = [1, 2].map((n) => addDays(today, weekday(today) < 5 ? n : -n));
    const allDay = (date: string) => ({ start: at(date, '00:00'), end: at(addDays(date, 1), '00:00') });
    setup(1280, 'staff', [
      ...entries,
      { kind: 'closed', id: holiday, ...allDay(holiday), reason: 'holiday' },
      { kind: 'closed', id: closed, ...allDay(closed), reason: 'closed' },
    ]);
    const holidayColumn = await screen.findByRole('region', { name: new RegExp(`${holiday}: 0 meetings`) });
    await within(holidayColumn).findByText('Public holiday: closed');
    expect(holidayColumn).not.toHaveTextContent('Nothing booked');
    const closedColumn = screen.getByRole('region', { name: new RegExp(`${closed}: 0 meetings`) });
    expect(closedColumn).toHaveTextContent('Closed');
    expect(closedColumn).not.toHaveTextContent(/Public holiday|Nothing booked/);
  });

  it('moves between days with the arrow keys, past the week’s edge into the next week', async () => {
    const { queries, user } = setup(1280);
    const todayColumn = await screen.findByRole('region', { name: new RegExp(`^\\w+ ${today}:`) });
    todayColumn.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', addDays(today, 1)));
    for (let i = 1; i < 7 - weekday(today); i++) await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', addDays(sunday, 7)));
    expect(queries.at(-1)?.get('from')).toBe(addDays(sunday, 7));
  });

  it('opens one day on a phone, and checks a block before sending it', async () => {
    const { queries, blocked, user } = setup(375);
    await screen.findByRole('region', { name: new RegExp(today) });
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(queries[0].get('days')).toBe('1');
    await user.type(screen.getByLabelText('From'), '12:00');
    await user.type(screen.getByLabelText('To'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to).toHaveFocus());
    expect(to).toHaveAccessibleDescription('The end must be after the start');
    expect(blocked).toEqual([]);
    await user.clear(to);
    await user.type(to, '15:00');
    await user.type(screen.getByLabelText('Reason (optional)'), 'Visit');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    await waitFor(() => expect(blocked).toEqual([{ date: today, start: '12:00', end: '15:00', note: 'Visit' }]));
    expect(await screen.findByText('Blocked.')).toBeInTheDocument();
  });
});
