import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeetingPaymentAnswer } from '@schemas/payment-staff-api';
import type { RecordSummary } from '@schemas/staff-api';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import { MeetingDetails } from './meeting-details';

describe('a meeting’s details', { timeout: 20_000 }, () => {
  it('give the price the visitor was asked, in NPR as booked, in the duration line and the paid line, never the option’s USD', async () => {
    const payment: MeetingPaymentAnswer = {
      owed: 650_000,
      usd: 49,
      paid: false,
      wallets: ['khalti'],
      instructions: false,
      payments: [],
      refundDue: false,
      refunded: null,
    };
    server.use(
      http.get('*/staff/api/records/Meeting/rec1/payment', () => HttpResponse.json(payment)),
      http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    );
    const record: RecordSummary = {
      table: 'Meeting',
      id: 'rec1',
      createdTime: '2026-11-30T08:00:00.000Z',
      fields: {
        Name: 'Sita Karki',
        'Preferred date': '2026-12-10',
        'Preferred Time': '10:00',
        'Meeting Duration': '30 Minutes - 49$',
        'Meeting Gateway': 'Zoom',
      },
      status: 'new',
      assignee: null,
      decision: null,
    };
    const life = { lang: 'en' as const, joinUrl: null, declineReason: null, offers: [], paid: null };
    renderSignedIn(<MeetingDetails record={record} life={life} />, 'staff');
    expect(await screen.findByText('30 minutes · NPR 6,500 (about USD 49) · Zoom')).toBeVisible();
    expect(screen.getByText('Not marked paid (NPR 6,500 (about USD 49)).')).toBeVisible();
    expect(screen.queryByText(/USD 49\)?$|· USD/)).toBeNull();
  });
});
