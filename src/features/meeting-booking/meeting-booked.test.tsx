import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '@schemas/meeting';
import { defaultMeetingPrices, durationPrice } from '@schemas/meeting-price-text';
import type { MeetingPayment } from '@schemas/meeting-payment';
import { forms as english } from '@/content/forms';
import { forms as nepali } from '@/content/ne/forms';
import MeetingBooked, { type Booked } from './meeting-booked';

const record: MeetingRecord = {
  Name: 'Sita Karki',
  Email: 'sita@example.com',
  'Preferred date': '2026-12-01',
  'Preferred Time': '10:00',
  'Organisation Type': 'Individual',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'IT Consultancy',
  'Meeting Gateway': 'Zoom',
  'Visitor Time Zone': 'Europe/London',
};

const payment: MeetingPayment = {
  amount: 650_000,
  currency: 'NPR',
  amountText: 'NPR 6,500',
  usd: 49,
  payBy: null,
  paid: null,
  links: [{ provider: 'khalti', label: 'Pay with Khalti', url: '/meeting/pay?t=tok&with=khalti' }],
};

function panel(lang: 'en' | 'ne', fields: Partial<MeetingRecord>, paying?: MeetingPayment) {
  const forms = lang === 'ne' ? nepali : english;
  const price = paying
    ? { paisa: paying.amount, usd: paying.usd }
    : durationPrice(record['Meeting Duration'], defaultMeetingPrices);
  const booked: Booked = { ics: '', record: { ...record, ...fields }, lang, payment: paying, price };
  render(
    <MeetingBooked
      booked={booked}
      text={forms.meeting}
      labels={forms.labels}
      options={forms.options}
      onAnother={() => {}}
    />,
  );
  return screen.getByRole('status');
}

describe('the booking’s confirmation panel', () => {
  it('in Nepali writes every price in Devanagari digits: the duration row and the pay line', () => {
    const status = panel('ne', {}, payment);
    expect(status).toHaveTextContent('बैठकको अवधि३० मिनेट · रु. ६,५०० (करिब ४९ अमेरिकी डलर)');
    expect(status).toHaveTextContent('यो बैठकको शुल्क रु. ६,५०० हो। यो समय आफ्नो राख्न');
    expect(status.textContent).not.toMatch(/NPR|6,500/);
  });

  it('in Nepali without a wallet: the price in the e-mailed instructions’ line in Devanagari digits too', () => {
    const status = panel('ne', {});
    expect(status).toHaveTextContent('यो बैठकको शुल्क रु. ६,५०० (करिब ४९ अमेरिकी डलर) हो।');
    expect(status.textContent).not.toMatch(/NPR|6,500/);
  });

  it('in English says the NPR amount due', () => {
    expect(panel('en', {}, payment)).toHaveTextContent('This meeting costs NPR 6,500. Pay now with Khalti or eSewa');
  });

  it('tells a London visitor with an en-GB browser their time on the 24-hour clock, an en-US one on the 12-hour', () => {
    // 10:00 in Nepal on 1 December is 04:15 in London.
    expect(panel('en', { 'Visitor Locale': 'en-GB' })).toHaveTextContent(
      'WhenTuesday, 1 December 2026, 04:15 London time; Tuesday, 1 December 2026, 10:00 Nepal time (UTC+05:45)',
    );
    cleanup();
    expect(panel('en', { 'Visitor Locale': 'en-US' })).toHaveTextContent(
      'Tuesday, 1 December 2026, 4:15 AM London time;',
    );
  });
});
