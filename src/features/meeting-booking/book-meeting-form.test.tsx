import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nepalToday } from '@schemas/rules';
import { nepalInstant } from '@schemas/nepal-time';
import { meetingWhen } from '@schemas/meeting-when';
import { bookingSlotsHandler } from '@/testing/handlers/booking-slots';
import { meetingsHandler } from '@/testing/handlers/meetings';
import { server } from '@/testing/msw-server';
import { site } from '@/config/site';
import { BookMeetingForm } from './book-meeting-form';

const inDays = (days: number) => {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const futureDate = inDays(7);

// The country list chunk loaded once for the file, so no test waits on a cold module on a busy machine.
beforeAll(() => import('./country-options'));

// jsdom lays nothing out: the Country list's scrolling box is given the 300px it has in a browser, so
// the windowed list draws rows (its rows measure 0 px here, so it draws them all; in Chromium only the
// rows in view are drawn: tests/e2e/forms.test.ts).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('max-h-[300px]') ? 300 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

// The slot picker reads the free slots as soon as the form is in the browser; no free slot unless a test says so.
beforeEach(() => {
  server.use(bookingSlotsHandler({ timeZone: 'Asia/Kathmandu', slots: [], days: [] }).handler);
});

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<BookMeetingForm />);
  const box = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string) => screen.getByRole('combobox', { name });
  return {
    user,
    name: box('Name'),
    email: box('Email Address'),
    phone: box('Phone Number'),
    country: select('Country'),
    date: screen.getByLabelText(/^Preferred Date/),
    time: screen.getByLabelText(/^Preferred Time/),
    organisation: select('Type of Organization'),
    duration: select('Meeting Duration'),
    purpose: select('Purpose of Meeting'),
    gateway: select('Meeting Gateway'),
    notes: box('Additional Notes'),
    submit: screen.getByRole('button', { name: 'Book Meeting' }),
  };
}

type Form = ReturnType<typeof setup>;

/** Pastes `text` into a field, as a visitor does with a saved address: one input event, not one render per key. */
async function paste(form: Form, field: HTMLElement, text: string) {
  await form.user.click(field);
  await form.user.paste(text);
}

async function fill(form: Form) {
  const { user } = form;
  await paste(form, form.name, 'सीता शर्मा');
  await paste(form, form.email, 'sita@example.com');
  await paste(form, form.phone, '+977 9812345678');
  await user.type(form.country, 'nepa');
  await screen.findByRole('option', { name: 'Nepal' }, { timeout: 5000 });
  await user.keyboard('{ArrowDown}{Enter}');
  await paste(form, form.date, futureDate);
  await paste(form, form.time, '10:30');
  await user.selectOptions(form.organisation, 'Non Profit');
  await user.selectOptions(form.duration, '30 Minutes - 49$');
  await user.selectOptions(form.purpose, 'Data Analysis');
  await user.selectOptions(form.gateway, 'Google Meet');
  await paste(form, form.notes, 'Line one, with a comma');
}

/** Fills and sends the form; resolves to the confirmation that takes its place. */
async function bookFilled(form: Form) {
  await fill(form);
  await form.user.click(form.submit);
  await screen.findByText('Requested: we will confirm by e-mail.', {}, { timeout: 5000 });
  return screen.getByRole('status');
}

/** Fills the form, reads the times in `zone` and books; resolves to the bodies the gateway received. */
async function bookIn(zone: string) {
  const { handler, bodies } = meetingsHandler();
  server.use(handler);
  const form = setup();
  await fill(form);
  await form.user.selectOptions(await screen.findByRole('combobox', { name: 'Show times in' }), zone);
  await form.user.click(form.submit);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Requested: we will confirm by e-mail.'));
  return bodies;
}

const expectedFields = () => ({
  Name: 'सीता शर्मा',
  Email: 'sita@example.com',
  Phone: '+977 9812345678',
  Country: 'Nepal',
  'Preferred date': futureDate,
  'Preferred Time': '10:30',
  'Organisation Type': 'Non-Profit',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Google Meet',
  'Additional Notes': 'Line one, with a comma',
  // Not a spec field: the zone the times were read in, the browser's own unless the visitor chose another.
  'Visitor Time Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
  // Nor this: the browser's language, whose clock the e-mails read.
  'Visitor Locale': navigator.language,
});

describe('book a meeting form', { timeout: 20_000 }, () => {
  it('offers the spec option lists with their placeholders', () => {
    const form = setup();
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(form.organisation).slice(1)).toEqual([
      'Public Sector',
      'Non Profit',
      'Government',
      'Business / Private company',
      'Educational institution',
      'Individual',
    ]);
    // Named with the prices staff set in NPR; the record keeps the spec's option text.
    expect(labels(form.duration).slice(1)).toEqual([
      '15 minutes · Free',
      '30 minutes · NPR 6,500 (about USD 49)',
      '60 minutes · NPR 13,000 (about USD 99)',
    ]);
    expect(labels(form.purpose)).toHaveLength(16);
    expect(labels(form.purpose)[0]).toBe('Select a Purpose');
    expect(labels(form.gateway).slice(1)).toEqual(['Zoom', 'Google Meet', 'Microsoft Teams']);
    expect(form.notes).toHaveAttribute('rows', '3');
  });

  it('shows a message next to every required field and focuses the first', async () => {
    const form = setup();
    await form.user.click(form.submit);
    await waitFor(() => expect(form.name).toHaveAccessibleDescription('Name is required'));
    expect(form.email).toHaveAccessibleDescription('Email Address is required');
    expect(form.date).toHaveAccessibleDescription('Nepal time (UTC+05:45) Preferred Date is required');
    expect(form.time).toHaveAccessibleDescription('Nepal time (UTC+05:45) Preferred Time is required');
    expect(form.organisation).toHaveAccessibleDescription('Please select Type of Organization');
    expect(form.duration).toHaveAccessibleDescription(expect.stringContaining('Please select Meeting Duration'));
    expect(form.purpose).toHaveAccessibleDescription('Please select Purpose of Meeting');
    expect(form.gateway).toHaveAccessibleDescription('Please select Meeting Gateway');
    for (const optional of [form.phone, form.country, form.notes]) expect(optional).not.toHaveAttribute('aria-invalid');
    expect(form.name).toHaveFocus();
  });

  it('rejects a malformed e-mail and a date before today in Nepal', async () => {
    const form = setup();
    await waitFor(() => expect(form.date).toHaveAttribute('min', nepalToday()));
    await form.user.type(form.email, 'sita@');
    await form.user.type(form.date, inDays(-1));
    await form.user.click(form.submit);
    await waitFor(() => expect(form.email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect(form.date).toHaveAccessibleDescription('Nepal time (UTC+05:45) Choose today or a later date (Nepal time)');
  });

  it('rejects a time already past today in Nepal', async () => {
    const form = setup();
    await form.user.type(form.date, nepalToday());
    await form.user.type(form.time, '00:00');
    await form.user.click(form.submit);
    await waitFor(() => expect(form.time).toHaveAttribute('aria-invalid', 'true'));
    expect(form.date).not.toHaveAttribute('aria-invalid');
    expect(form.time).toHaveAccessibleDescription('Nepal time (UTC+05:45) Choose a time later than now (Nepal time)');
  });

  it('shows the chosen duration price before booking', async () => {
    const form = setup();
    expect(form.duration).toHaveAccessibleDescription(
      '15 minutes: Free · 30 minutes: NPR 6,500 (about USD 49) · 60 minutes: NPR 13,000 (about USD 99)',
    );
    await form.user.selectOptions(form.duration, '60 Minutes - 99$');
    expect(form.duration).toHaveAccessibleDescription('Price: NPR 13,000 (about USD 99)');
  });

  it('sends the Meeting record, says so in the live region, clears the form and offers an .ics file', async () => {
    const { handler, bodies } = meetingsHandler();
    server.use(handler);
    const form = setup();
    const status = await bookFilled(form);
    // The confirmation takes the form's place: when (the browser's own time first), what was asked, what happens next.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(status).toHaveTextContent(meetingWhen({ date: futureDate, time: '10:30' }, zone, 'en', 'full'));
    expect(status).toHaveTextContent('Meeting Duration30 minutes · NPR 6,500 (about USD 49)');
    expect(status).toHaveTextContent('Purpose of MeetingData Analysis');
    expect(status).toHaveTextContent('Meeting GatewayGoogle Meet');
    expect(status).toHaveTextContent('we confirm by e-mail within one working day');
    expect(status).toHaveTextContent('This meeting costs NPR 6,500 (about USD 49). How to pay');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Book a Meeting' })).toBeNull();
    expect(bodies).toEqual([{ fields: expectedFields() }]);
    for (const input of [form.name, form.email, form.phone, form.country, form.date, form.time, form.notes])
      expect(input).toHaveValue('');
    for (const select of [form.organisation, form.duration, form.purpose, form.gateway]) expect(select).toHaveValue('');
    const link = within(status).getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('download', 'meeting.ics');
    const ics = decodeURIComponent(link.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toContain(`DTSTART:${futureDate.replace(/-/g, '')}T044500Z`);
    expect(ics).toContain('DTEND:');
    // The event the invitation e-mail will carry too: its UID is the record the gateway created.
    expect(ics).toContain('UID:meeting-rec00000000000001@www.digitalbridge.com.np');
    expect(ics).toContain('SEQUENCE:0');
    // "Book another meeting" brings the emptied form back.
    await form.user.click(within(status).getByRole('button', { name: 'Book another meeting' }));
    expect(screen.getByRole('form', { name: 'Book a Meeting' })).toBeVisible();
    expect(screen.queryByText('Requested: we will confirm by e-mail.')).toBeNull();
  });

  it('says how to pay by e-mailed instructions on a paid meeting when no wallet is configured', async () => {
    const { handler } = meetingsHandler();
    server.use(handler);
    const status = await bookFilled(setup());
    expect(status).toHaveTextContent(
      'This meeting costs NPR 6,500 (about USD 49). How to pay (bank transfer, digital wallet or QR code)',
    );
    expect(within(status).queryByRole('link', { name: /^Pay with/ })).toBeNull();
  });

  it('offers each wallet the gateway’s answer carries, with the amount due, on a paid meeting', async () => {
    const payment = {
      amount: 650000,
      currency: 'NPR',
      amountText: 'NPR 6,500',
      usd: 49,
      payBy: '2026-12-01T10:30:00.000Z',
      paid: null,
      links: [
        { provider: 'khalti', label: 'Pay with Khalti', url: '/meeting/pay?t=tok&with=khalti' },
        { provider: 'esewa', label: 'Pay with eSewa', url: '/meeting/pay?t=tok&with=esewa' },
      ],
    };
    const { handler } = meetingsHandler({ extra: { payment } });
    server.use(handler);
    const status = await bookFilled(setup());
    expect(status).toHaveTextContent(
      'This meeting costs NPR 6,500. Pay now with Khalti or eSewa to keep this time: it is held for you for 30 minutes.',
    );
    expect(within(status).getByRole('link', { name: 'Pay with Khalti' })).toHaveAttribute(
      'href',
      '/meeting/pay?t=tok&with=khalti',
    );
    expect(within(status).getByRole('link', { name: 'Pay with eSewa' })).toHaveAttribute(
      'href',
      '/meeting/pay?t=tok&with=esewa',
    );
  });

  it('sends the time zone the visitor chose to read the times in', async () => {
    const bodies = await bookIn('Asia/Qatar');
    expect(bodies).toEqual([{ fields: { ...expectedFields(), 'Visitor Time Zone': 'Asia/Qatar' } }]);
  });

  it('sends the browser’s language, whose clock the panel reads: a British browser in London gets 24-hour time', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const bodies = await bookIn('Europe/London');
    const fields = { ...expectedFields(), 'Visitor Time Zone': 'Europe/London', 'Visitor Locale': 'en-GB' };
    expect(bodies).toEqual([{ fields }]);
    const when = meetingWhen({ date: futureDate, time: '10:30' }, 'Europe/London', 'en', 'full', 'en-GB');
    expect(when).toMatch(/, 0[45]:45 London time; /);
    expect(screen.getByRole('status')).toHaveTextContent(when);
    vi.restoreAllMocks();
  });

  it('leaves out a browser language that is no language tag, and books all the same', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(`en_GB;${'x'.repeat(200)}`);
    const { handler, bodies } = meetingsHandler();
    server.use(handler);
    await bookFilled(setup());
    const { 'Visitor Locale': _dropped, ...fields } = expectedFields();
    expect(bodies).toEqual([{ fields }]);
    vi.restoreAllMocks();
  });

  it.each([
    ['a non-200 answer', { status: 500 }, 'Failed to book the meeting. Please try again.'],
    ['a thrown error', { networkError: true }, 'An error occurred. Please try again.'],
  ])('on %s says so in an error colour and keeps everything entered', async (_, options, message) => {
    const { handler, bodies } = meetingsHandler(options);
    server.use(handler);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = setup();
    await fill(form);
    await form.user.click(form.submit);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(message));
    expect(status).toHaveClass('text-red-700');
    expect(bodies).toEqual([{ fields: expectedFields() }]);
    expect(form.name).toHaveValue('सीता शर्मा');
    expect(form.country).toHaveValue('Nepal');
    expect(form.duration).toHaveValue('30 Minutes - 49$');
    expect(form.notes).toHaveValue('Line one, with a comma');
    expect(logged).toHaveBeenCalledTimes('networkError' in options ? 1 : 0);
    logged.mockRestore();
  });
});

describe('slot picker', () => {
  const slot = (date: string, time: string, minutes: number) => {
    const start = nepalInstant(date, time);
    return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
  };
  /** The browser's own zone and language, as a visitor there has them. */
  const browserIn = (timeZone: string, language: string) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone };
    });
  };
  afterEach(() => vi.restoreAllMocks());

  it('asks the gateway for the chosen duration, marks dates without times with their reason, and a picked time fills the fields', async () => {
    browserIn('Asia/Kathmandu', 'en-GB');
    const { handler, queries } = bookingSlotsHandler({
      timeZone: 'Asia/Kathmandu',
      slots: [slot(inDays(1), '10:00', 60), slot(inDays(1), '10:15', 60), slot(inDays(3), '14:15', 60)],
      days: [
        { date: inDays(1), status: 'open' },
        { date: inDays(2), status: 'holiday' },
        { date: inDays(3), status: 'open' },
        { date: inDays(4), status: 'tooFar' },
      ],
    });
    server.use(handler);
    const form = setup();
    await form.user.selectOptions(form.duration, '60 Minutes - 99$');
    const dates = await screen.findByRole('group', { name: 'Dates' });
    await waitFor(() => expect(queries.at(-1)?.get('duration')).toBe('60'));
    expect(queries.at(-1)?.get('days')).toBe('62');
    expect(queries.at(-1)?.get('from')).toBe(nepalToday());
    const buttons = within(dates).getAllByRole('button');
    // A date past the booking horizon is not shown; each shown date says whether it has free times.
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveTextContent('Free times');
    expect(buttons[1]).toHaveTextContent('Public holiday');
    expect(buttons[2]).toHaveTextContent('Free times');
    expect(buttons[1]).toHaveAttribute('aria-disabled', 'true');
    await form.user.selectOptions(screen.getByRole('combobox', { name: 'Show times in' }), 'Asia/Kathmandu');
    // Arrow keys move through the dates; Enter opens one.
    buttons[0].focus();
    await form.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await form.user.keyboard('{Enter}');
    const times = screen.getByRole('group', { name: /^Start times/ });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['14:15']);
    await form.user.click(within(times).getByRole('button', { name: '14:15' }));
    expect(form.date).toHaveValue(inDays(3));
    expect(form.time).toHaveValue('14:15');
    expect(within(times).getByRole('button', { name: '14:15' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a visitor in New York their own dates and 12-hour clock, Nepal time beside, and fills the Nepal date and time', async () => {
    browserIn('America/New_York', 'en-US');
    const { handler, bodies } = meetingsHandler();
    server.use(
      handler,
      bookingSlotsHandler({
        timeZone: 'Asia/Kathmandu',
        slots: [slot(inDays(3), '10:00', 15), slot(inDays(3), '16:00', 15)],
        days: [
          { date: inDays(2), status: 'closed' },
          { date: inDays(3), status: 'open' },
        ],
      }).handler,
    );
    const form = setup();
    const dates = await screen.findByRole('group', { name: 'Dates' });
    expect(screen.getByText('Dates and times in New York time')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Show times in' })).toHaveDisplayValue('New York time');
    // 10:00 in Nepal is the evening before in New York: each time sits on the visitor's own date.
    const tiles = within(dates).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringMatching(/Closed$/),
      expect.stringMatching(/Free times$/),
      expect.stringMatching(/Free times$/),
    ]);
    await form.user.click(tiles[1]);
    const times = screen.getByRole('group', { name: /^Start times/ });
    expect(within(times).getByRole('button')).toHaveTextContent('11:15 PM (10:00 AM Nepal)');
    await form.user.click(tiles[2]);
    const next = screen.getByRole('group', { name: /^Start times/ });
    await form.user.click(within(next).getByRole('button', { name: '5:15 AM (4:00 PM Nepal)' }));
    expect(form.date).toHaveValue(inDays(3));
    expect(form.time).toHaveValue('16:00');
    await form.user.clear(form.date);
    await form.user.clear(form.time);
    await fill(form);
    await form.user.click(form.submit);
    await waitFor(() =>
      expect(bodies).toEqual([{ fields: { ...expectedFields(), 'Visitor Time Zone': 'America/New_York' } }]),
    );
  });
});

describe('a time taken meanwhile', () => {
  it('says so with the nearest free times, keeps everything typed, and a chosen time fills the date and time', async () => {
    const nearest = [`${inDays(8)} 11:15`, `${inDays(8)} 12:00`];
    const { handler } = meetingsHandler({
      status: 409,
      error: {
        type: 'SLOT_NOT_AVAILABLE',
        message: `That time is not free any more (taken, closed or too soon). The nearest free times (Nepal time): ${nearest.join(', ')}.`,
      },
    });
    server.use(handler);
    const form = setup();
    await fill(form);
    await form.user.click(form.submit);
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `That time was just taken. The nearest free times (Nepal time): ${nearest.join(', ')}`,
      ),
    );
    expect(form.name).toHaveValue('सीता शर्मा');
    expect(form.notes).toHaveValue('Line one, with a comma');
    expect(form.duration).toHaveValue('30 Minutes - 49$');
    await form.user.click(within(status).getByRole('button', { name: nearest[1] }));
    expect(form.date).toHaveValue(inDays(8));
    expect(form.time).toHaveValue('12:00');
  });
});

describe('past the daily limit of unconfirmed meetings', () => {
  const limited = `You already have several meeting requests waiting for our answer. Please wait for our reply by e-mail, or call us on ${site.phone.display} to book another meeting now.`;

  it('says to wait for the reply or phone, and keeps everything typed', async () => {
    const { handler } = meetingsHandler({
      status: 429,
      error: { type: 'TOO_MANY_MEETINGS', message: 'You already have 3 meeting requests waiting for our answer.' },
    });
    server.use(handler);
    const form = setup();
    await fill(form);
    await form.user.click(form.submit);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(limited));
    expect(form.name).toHaveValue('सीता शर्मा');
    expect(form.notes).toHaveValue('Line one, with a comma');
  });

  it('shows the same above the form the gateway sent back without JavaScript, with the answers as typed', () => {
    render(
      <BookMeetingForm answer={{ values: { ...expectedFields(), Country: 'Nepal' }, errors: {}, limited: true }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('सीता शर्मा');
    expect(screen.getByRole('textbox', { name: 'Additional Notes' })).toHaveValue('Line one, with a comma');
  });
});

describe('country combobox', () => {
  it('filters by a case-insensitive contains match and shows flags', async () => {
    const { user, country } = setup();
    await user.type(country, 'LAND');
    await screen.findByRole('option', { name: 'Poland' });
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((name) => name!.toLowerCase().includes('land'))).toBe(true);
    expect(names).toContain('Poland');
    expect(names).toContain('Åland Islands');
    await user.clear(country);
    await user.type(country, 'xyzzy');
    expect(screen.getByRole('listbox')).toHaveTextContent('No options found');
  });

  it('lists every country with a lazily loaded flag in a 300px scrolling list, each option with its place in it', async () => {
    const { user, country } = setup();
    await user.click(country);
    const list = screen.getByRole('listbox');
    const first = await within(list).findByRole('option', { name: 'Afghanistan' });
    expect(list.parentElement).toHaveClass('max-h-[300px]', 'overflow-y-auto');
    // A browser draws only the rows in view (tests/e2e/forms.test.ts reads the whole list there): each
    // says its place in the list of 250.
    const options = within(list).getAllByRole('option');
    expect(options.every((option) => option.getAttribute('aria-setsize') === '250')).toBe(true);
    expect(first).toHaveAttribute('aria-posinset', '1');
    // The active option is always drawn: End makes the last one active.
    await user.keyboard('{End}');
    const last = document.getElementById(country.getAttribute('aria-activedescendant')!)!;
    expect(last).toHaveTextContent('Zimbabwe');
    expect(last).toHaveAttribute('aria-posinset', '250');
    await user.clear(country);
    await user.type(country, 'nepal');
    const flag = (await within(list).findByRole('option', { name: 'Nepal' })).querySelector('img')!;
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag.getAttribute('src')).toMatch(/NP\.svg/);
  });

  it('is operable from the keyboard: arrows, Enter to choose, Escape to close', async () => {
    const { user, country } = setup();
    await user.type(country, 'ind');
    await screen.findByRole('option', { name: 'India' });
    expect(country).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(country.getAttribute('aria-activedescendant')!)!;
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(active).toBe(options[1]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(country).toHaveValue(options[0].textContent);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(country).toHaveValue(options[0].textContent);
  });

  it('closes about 100 ms after a press outside', async () => {
    const { user, country, name } = setup();
    await user.click(country);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft>]', target: name });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
