import { describe, expect, it } from 'vitest';
import { asciiDigits } from './ascii-digits';
import { callbackPhone, callbackRecord } from './callback-request';
import { careerAnswers } from './career-application';
import { meetingRecord } from './meeting';

describe('Devanagari digits', () => {
  it('become ASCII digits, and nothing else changes', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('+९७७ ९८-१२')).toBe('+977 98-12');
    expect(asciiDigits('सीता 12')).toBe('सीता 12');
  });

  it('are accepted in every phone number and stored as ASCII, so the gateway stores the same', () => {
    expect(callbackPhone.parse('९८१२३४५६७८')).toBe('9812345678');
    expect(
      callbackRecord.parse({ 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': '+977 ९८१२३४५६७८' })['Phone No'],
    ).toBe('+977 9812345678');
    const meeting = meetingRecord.safeParse({ Phone: '+९७७ ९८१२३४५६७८' });
    expect(meeting.error?.issues.some((issue) => issue.path[0] === 'Phone')).toBe(false);
    expect(careerAnswers.shape['Phone Number'].parse('९८१२३४५६७८')).toBe('9812345678');
    expect(careerAnswers.shape['Passed Year'].parse('२०२२')).toBe('2022');
  });

  it('still refuse what is not a number, whatever the script', () => {
    expect(callbackPhone.safeParse('९८१२x').success).toBe(false);
    expect(callbackPhone.safeParse('٩٨١٢').success).toBe(false);
  });
});
