import { describe, expect, it } from 'vitest';
import { isNepalZone, zoneName } from './zone-name';

describe('zoneName', () => {
  it('names a zone by its city, as people say it', () => {
    expect(zoneName('America/New_York')).toBe('New York time');
    expect(zoneName('Asia/Qatar')).toBe('Qatar time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneName('Asia/Kathmandu')).toBe('Nepal time');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('names it in Nepali, a known city in Devanagari and any other in its Latin name', () => {
    expect(zoneName('America/New_York', 'ne')).toBe('न्युयोर्क समय');
    expect(zoneName('Asia/Kathmandu', 'ne')).toBe('नेपाल समय');
    expect(zoneName('Pacific/Auckland', 'ne')).toBe('Auckland समय');
  });

  it('knows Nepal’s zone by both its IANA names', () => {
    expect(isNepalZone('Asia/Katmandu')).toBe(true);
    expect(isNepalZone('Asia/Kolkata')).toBe(false);
    expect(isNepalZone(undefined)).toBe(false);
  });
});
