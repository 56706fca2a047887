import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BookingOptions } from '@schemas/booking-options';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import BookingOptionsPage from './booking-options-page';

const stored: BookingOptions = {
  hiddenPurposes: [],
  ownPurposes: [{ en: 'Test preparation', ne: 'परीक्षा तयारी', hidden: false }],
  gateways: ['Zoom', 'Google Meet', 'Microsoft Teams'],
};

function setup() {
  const saved: unknown[] = [];
  server.use(
    http.get('*/staff/api/booking-options', () => HttpResponse.json(stored)),
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    http.put('*/staff/api/booking-options', async ({ request }) => {
      const body = (await request.json()) as BookingOptions;
      saved.push(body);
      return HttpResponse.json(body);
    }),
  );
  renderSignedIn(<BookingOptionsPage />, 'admin');
  return { saved, user: userEvent.setup({ delay: null }) };
}

describe('Booking options screen', { timeout: 20_000 }, () => {
  it('adds a purpose in both languages, puts it first of the company’s own, hides a standard one and a gateway, and saves exactly that', async () => {
    const { saved, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add a purpose' }));
    // The new purpose's English name takes the focus: typed into at once.
    expect(screen.getByRole('textbox', { name: 'Purpose 17 in English' })).toHaveFocus();
    await user.keyboard('Study abroad counselling');
    await user.type(screen.getByRole('textbox', { name: 'Purpose 17 in Nepali' }), 'विदेश अध्ययन परामर्श');
    await user.click(screen.getByRole('button', { name: 'Move up: Study abroad counselling' }));
    expect(screen.getByRole('textbox', { name: 'Purpose 16 in English' })).toHaveValue('Study abroad counselling');
    expect(screen.getByRole('button', { name: 'Move up: Study abroad counselling' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /^Payment Processing/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Microsoft Teams' }));
    await user.click(screen.getByRole('button', { name: 'Save booking options' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(saved).toEqual([
      {
        hiddenPurposes: ['Payment Processing'],
        ownPurposes: [
          { en: 'Study abroad counselling', ne: 'विदेश अध्ययन परामर्श', hidden: false },
          { en: 'Test preparation', ne: 'परीक्षा तयारी', hidden: false },
        ],
        gateways: ['Zoom', 'Google Meet'],
      },
    ]);
  });

  it('sends nothing while a purpose lacks its Nepali name or no gateway is offered, and says where to fix it', async () => {
    const { saved, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add a purpose' }));
    await user.keyboard('Visa interview preparation');
    for (const gateway of ['Zoom', 'Google Meet', 'Microsoft Teams'])
      await user.click(screen.getByRole('checkbox', { name: gateway }));
    await user.click(screen.getByRole('button', { name: 'Save booking options' }));

    const nepali = screen.getByRole('textbox', { name: 'Purpose 17 in Nepali' });
    expect(nepali).toHaveAccessibleDescription('Name in Nepali: required');
    expect(nepali).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Meeting gateways offered' })).toHaveAccessibleDescription(
      'Offer at least one meeting gateway',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: 2 answers need a fix (marked above).');
    expect(saved).toEqual([]);
  });

  it('removes a purpose of the company’s own, and keeps the standard ones with no way to remove them', async () => {
    const { saved, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Test preparation' }));
    expect(screen.queryAllByRole('button', { name: /^Remove/ })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save booking options' }));
    await waitFor(() => expect(saved).toEqual([{ ...stored, ownPurposes: [] }]));
  });
});
