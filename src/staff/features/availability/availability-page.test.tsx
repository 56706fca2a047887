import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BookingSettings, BookingSettingsAnswer } from '@schemas/booking-staff-api';
import { addDays, defaultAvailability } from '@schemas/booking-slots';
import { nepalToday } from '@schemas/nepal-time';
import type { StaffUserView } from '@schemas/staff-api';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import AvailabilityPage from './availability-page';

const holiday = { date: addDays(nepalToday(), 10), name: 'Dashain: Fulpati' };
const pastHoliday = { date: addDays(nepalToday(), -10), name: 'Long gone' };
const settings: BookingSettingsAnswer = {
  availability: { ...defaultAvailability, holidays: [holiday.date, pastHoliday.date] },
  hosts: [],
  publicHolidays: [pastHoliday, holiday],
};
const user = (id: string, name: string, disabled = false): StaffUserView => ({
  id,
  name,
  email: '',
  role: 'staff',
  disabled,
  hasPassword: true,
  notifyTables: [],
  hasCalendarFeed: false,
  createdAt: '2026-01-01T00:00:00Z',
});

function setup(role: 'admin' | 'staff') {
  const saved: BookingSettings[] = [];
  server.use(
    http.get('*/staff/api/booking/settings', () => HttpResponse.json(settings)),
    http.get('*/staff/api/booking/feed', () => HttpResponse.json({ createdAt: null, url: null })),
    http.post('*/staff/api/booking/feed', () =>
      HttpResponse.json({
        createdAt: '2026-11-26T10:00:00.000Z',
        url: `https://x.example/calendar/${'t'.repeat(43)}.ics`,
      }),
    ),
    http.delete('*/staff/api/booking/feed', () => new HttpResponse(null, { status: 204 })),
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    http.get('*/staff/api/users', () =>
      HttpResponse.json({ items: [user('u1', 'Asha'), user('u2', 'Bina'), user('u3', 'Gone', true)] }),
    ),
    http.put('*/staff/api/booking/settings', async ({ request }) => {
      const body = (await request.json()) as BookingSettings;
      saved.push(body);
      return HttpResponse.json({ ...body, publicHolidays: settings.publicHolidays });
    }),
  );
  renderSignedIn(<AvailabilityPage />, role);
  return { saved, user: userEvent.setup({ delay: null }) };
}

describe('Availability screen', { timeout: 20_000 }, () => {
  it('shows the week in Nepal time, the coming year’s holidays ticked, and saves what an admin changes', async () => {
    const { saved, user } = setup('admin');
    const mondayOpens = await screen.findByLabelText('Monday opens');
    expect(mondayOpens).toHaveValue('10:00');
    expect(screen.getByText('Saturday').parentElement).toHaveTextContent('Closed');
    // A holiday already past is not offered; the coming one is ticked.
    expect(screen.queryByText('Long gone')).not.toBeInTheDocument();
    const dashain = screen.getByRole('checkbox', { name: new RegExp(holiday.name) });
    expect(dashain).toBeChecked();
    await user.click(dashain);
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Open on Saturday' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Bina' }));
    expect(screen.queryByRole('checkbox', { name: /Gone/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].availability.weekly[1]).toEqual([{ start: '10:00', end: '13:00' }]);
    expect(saved[0].availability.weekly[6]).toEqual([{ start: '10:00', end: '17:00' }]);
    expect(saved[0].availability.holidays).toEqual([pastHoliday.date]);
    expect(saved[0].hosts).toEqual(['u2']);
    expect(await screen.findByText('Saved. The booking page offers the new times now.')).toBeInTheDocument();
  });

  it('marks each wrong field with its own message, focuses the first and sends nothing', async () => {
    const { saved, user } = setup('admin');
    const closes = await screen.findByLabelText('Tuesday closes');
    await user.clear(closes);
    await user.type(closes, '09:00');
    const notice = screen.getByRole('spinbutton', { name: 'Minimum notice (minutes)' });
    await user.clear(notice);
    await user.type(notice, '99999');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(closes).toHaveFocus());
    expect(closes).toHaveAccessibleDescription('The closing time must be after the opening time');
    expect(notice).toHaveAccessibleDescription('0 to 20160 minutes Minimum notice must be between 0 and 20160 minutes');
    expect(screen.getByText('Not saved: correct the fields marked in red.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('adds a date of its own hours and a holiday of the staff’s own', async () => {
    const { saved, user } = setup('admin');
    const date = addDays(nepalToday(), 20);
    const day = addDays(nepalToday(), 30);
    await user.type(await screen.findByLabelText('Date'), date);
    await user.click(screen.getByRole('button', { name: 'Add a date (closed)' }));
    await user.click(screen.getByRole('button', { name: `Open on ${date}` }));
    await user.type(screen.getByLabelText('Day'), day);
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    const added = screen.getByRole('list', { name: 'Days you added' });
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);
    expect(added).toHaveTextContent(day);
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].availability.overrides).toEqual({ [date]: [{ start: '10:00', end: '17:00' }] });
    expect(saved[0].availability.holidays).toContain(day);
  });

  it('shows a staff member the settings without a way to change them', async () => {
    setup('staff');
    expect(await screen.findByText(/Only an admin can change these/)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday opens')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save availability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add hours/ })).not.toBeInTheDocument();
  });

  it('makes the person’s calendar feed link, shows it once to copy, and revokes it', async () => {
    const { user } = setup('staff');
    await user.click(await screen.findByRole('button', { name: 'Make my link' }));
    expect(await screen.findByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(
      `https://x.example/calendar/${'t'.repeat(43)}.ics`,
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Calendar feed link' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Make my link' })).toBeInTheDocument();
  });
});
