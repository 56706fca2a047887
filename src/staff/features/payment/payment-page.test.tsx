import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeetingPrices } from '@schemas/payment-staff-api';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import PaymentPage from './payment-page';

const prices: MeetingPrices = { '30': { paisa: 800_000, usd: 60 }, '60': { paisa: 1_500_000, usd: null } };

describe(
  'prices as staff read them: in NPR, as the visitor was asked, never the spec option’s USD',
  { timeout: 20_000 },
  () => {
    it('says what paid meetings cost now, in NPR as set, never the spec option’s USD', async () => {
      server.use(
        http.get('*/staff/api/payment-instructions', () => HttpResponse.json({ bank: '', wallet: '' })),
        http.get('*/staff/api/meeting-prices', () => HttpResponse.json(prices)),
        http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
      );
      renderSignedIn(<PaymentPage />, 'admin');
      expect(
        await screen.findByText(
          /Paid meetings now cost: 30 minutes, NPR 8,000 \(about USD 60\); 60 minutes, NPR 15,000\.$/,
        ),
      ).toBeVisible();
      expect(screen.queryByText(/USD 49|USD 99/)).toBeNull();
    });
  },
);
