import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';

describe('formatEventDate', () => {
  it('writes the day, month name and year, optionally with the weekday', () => {
    expect(formatEventDate('2019-03-16')).toBe('16 March 2019');
    expect(formatEventDate('2019-03-16', true)).toBe('Saturday, 16 March 2019');
    expect(formatEventDate('2024-02-29', true)).toBe('Thursday, 29 February 2024');
  });
});
