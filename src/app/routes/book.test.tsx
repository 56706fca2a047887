import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@schemas/booking-slots';
import { nepalToday } from '@schemas/nepal-time';
import type { OfferedOptions } from '@schemas/offered-options';
import { AppRoutes } from '@/app/app-routes';
import { PageDataContext } from '@/app/page-data';
import { bookingSlotsHandler } from '@/testing/handlers/booking-slots';
import { meetingsHandler } from '@/testing/handlers/meetings';
import { server } from '@/testing/msw-server';

// Issue 46: /book offers the purposes and gateways staff set, which the gateway rendered into the page.

const bookingOptions: OfferedOptions = {
  purposes: [
    { value: 'Data Analysis', ne: 'डाटा विश्लेषण' },
    { value: 'Study abroad counselling', ne: 'विदेश अध्ययन परामर्श' },
  ],
  gateways: ['Google Meet'],
};

beforeEach(() => {
  server.use(bookingSlotsHandler({ timeZone: 'Asia/Kathmandu', slots: [], days: [] }).handler);
});

async function show(path: string, options?: OfferedOptions) {
  await act(async () => {
    render(
      <PageDataContext value={options ? { bookingOptions: options } : {}}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </PageDataContext>,
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}
const labels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => [option.getAttribute('value'), option.textContent]);

describe('/book with the options staff set', { timeout: 20_000 }, () => {
  it('lists only the purposes and gateways offered, an added purpose by its name in English', async () => {
    await show('/book', bookingOptions);
    expect(labels(screen.getByRole('combobox', { name: 'Purpose of Meeting' }))).toEqual([
      ['Data Analysis', 'Data Analysis'],
      ['Study abroad counselling', 'Study abroad counselling'],
    ]);
    expect(labels(screen.getByRole('combobox', { name: 'Meeting Gateway' }))).toEqual([['Google Meet', 'Google Meet']]);
  });

  it('on /ne/book shows an added purpose in Nepali and books it with its English name, exactly as the gateway stores it', async () => {
    const { handler, bodies } = meetingsHandler();
    server.use(handler);
    await show('/ne/book', bookingOptions);
    const user = userEvent.setup({ delay: null });
    const purpose = screen.getByRole('combobox', { name: 'बैठकको उद्देश्य' });
    expect(labels(purpose)).toEqual([
      ['Data Analysis', 'डाटा विश्लेषण'],
      ['Study abroad counselling', 'विदेश अध्ययन परामर्श'],
    ]);
    const date = addDays(nepalToday(), 7);
    await user.type(screen.getByRole('textbox', { name: 'नाम' }), 'सीता शर्मा');
    await user.type(screen.getByRole('textbox', { name: 'इमेल ठेगाना' }), 'sita@example.com');
    await user.type(screen.getByLabelText(/^चाहेको मिति/), date);
    await user.type(screen.getByLabelText(/^चाहेको समय/), '10:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'संस्थाको प्रकार' }), 'Individual');
    await user.selectOptions(screen.getByRole('combobox', { name: 'बैठकको अवधि' }), '15 Minutes - Free');
    await user.selectOptions(purpose, 'विदेश अध्ययन परामर्श');
    await user.selectOptions(screen.getByRole('combobox', { name: 'बैठकको माध्यम' }), 'Google Meet');
    await user.click(screen.getByRole('button', { name: 'बैठक बुक गर्नुहोस्' }));

    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 10_000 });
    expect(bodies[0]).toEqual({
      fields: {
        Name: 'सीता शर्मा',
        Email: 'sita@example.com',
        Phone: '',
        Country: '',
        'Preferred date': date,
        'Preferred Time': '10:30',
        'Organisation Type': 'Individual',
        'Meeting Duration': '15 Minutes - Free',
        Purpose: 'Study abroad counselling',
        'Meeting Gateway': 'Google Meet',
        'Additional Notes': '',
        // The zone the page's times were read in: the browser's own, as nobody chose another.
        'Visitor Time Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
        // The browser's language, whose clock the e-mails read.
        'Visitor Locale': navigator.language,
      },
    });
  });

  it('refuses, before sending, a purpose the page does not offer', async () => {
    const { handler, bodies } = meetingsHandler();
    server.use(handler);
    await show('/book', { ...bookingOptions, purposes: [{ value: 'Data Analysis', ne: 'डाटा विश्लेषण' }] });
    const purpose = screen.getByRole('combobox', { name: 'Purpose of Meeting' });
    expect(within(purpose).queryByRole('option', { name: 'Study abroad counselling' })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Book Meeting' }));
    await waitFor(() => expect(purpose).toHaveAccessibleDescription('Please select Purpose of Meeting'));
    expect(bodies).toEqual([]);
  });
});
