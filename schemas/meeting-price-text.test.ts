import { describe, expect, it } from 'vitest';
import { defaultMeetingPrices, durationPrice, nprText, nprTextNe, priceText } from './meeting-price-text';

describe('a meeting’s price as the visitor reads it', () => {
  it('is the NPR price staff set for the spec’s duration option, the USD figure beside it only when set', () => {
    const prices = { ...defaultMeetingPrices, '60': { paisa: 1_250_050, usd: null } };
    expect(priceText(durationPrice('30 Minutes - 49$', prices), 'en')).toBe('NPR 6,500 (about USD 49)');
    expect(priceText(durationPrice('60 Minutes - 99$', prices), 'en')).toBe('NPR 12,500.5');
    expect(priceText(durationPrice('15 Minutes - Free', prices), 'en')).toBe('Free');
  });

  it('is written in Devanagari digits in Nepali', () => {
    expect(priceText(defaultMeetingPrices['30'], 'ne')).toBe('रु. ६,५०० (करिब ४९ अमेरिकी डलर)');
    expect(priceText({ paisa: 1_00_00_000, usd: null }, 'ne')).toBe('रु. १,००,०००');
    expect(priceText(null, 'ne')).toBe('निःशुल्क');
  });

  it('rewrites an amount as e-mails carry it ("NPR 6,500") the Nepali way', () => {
    expect(nprTextNe(nprText(650_000))).toBe('रु. ६,५००');
    expect(nprTextNe(nprText(1_250_050))).toBe('रु. १२,५००.५');
  });
});
