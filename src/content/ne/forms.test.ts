import { describe, expect, it } from 'vitest';
import { callbackRecord } from '@schemas/callback-request';
import { careerRecord } from '@schemas/career-application';
import { meetingRecord } from '@schemas/meeting';
import { defaultMeetingPrices, durationPrice, priceText } from '@schemas/meeting-price-text';
import * as options from '@schemas/options';
import { callbackForm } from '@/features/callback-request/callback-form-schema';
import { forms as en } from '../forms';
import { forms } from './forms';

const productNames = new Set(['Zoom', 'Google Meet', 'Microsoft Teams']);
const devanagari = /[\u0900-\u097F]/;

/** Every value a form stores from a fixed list (schemas/options.ts), but the durations, labelled with their price. */
const storedValues = [
  ...options.callbackCountryCodes.map((entry) => entry.country),
  ...options.organisationTypes.map((entry) => entry.value),
  ...options.meetingPurposes,
  ...options.meetingGateways,
  ...options.maritalStatuses,
  ...options.cities,
  ...options.genders,
  ...options.educationLevels,
  ...options.employmentStatuses,
  ...options.employmentTypes,
  ...options.salaryBands,
  ...options.dutyHours,
];

/** The messages the schemas give for empty, malformed and too-long answers. */
function messagesFor(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  record: object,
) {
  return schema.safeParse(record).error?.issues.map((issue) => issue.message) ?? [];
}

const tooLong = 'अ'.repeat(3000);
const schemaMessages = [
  ...messagesFor(callbackForm, { 'First Name': '', 'Last Name': 'O2', 'Country Code': '+977', 'Phone Number': '98x' }),
  ...messagesFor(callbackForm, {
    'First Name': tooLong,
    'Last Name': tooLong,
    'Country Code': '+977',
    'Phone Number': '',
  }),
  ...messagesFor(callbackRecord, { 'First Name': 'A', 'Last Name': 'B', 'Phone No': '+977 x' }),
  ...messagesFor(meetingRecord, {
    Name: '',
    Email: 'not-an-address',
    Phone: 'x',
    Country: 'Atlantis',
    'Preferred date': '',
    'Preferred Time': '',
    'Organisation Type': '',
    'Meeting Duration': '',
    Purpose: '',
    'Meeting Gateway': '',
    'Additional Notes': tooLong,
  }),
  ...messagesFor(meetingRecord, {
    Name: tooLong,
    Email: '',
    'Preferred date': '2000-01-01',
    'Preferred Time': '10:00',
    'Organisation Type': 'Government',
    'Meeting Duration': '15 Minutes - Free',
    Purpose: 'Data Analysis',
    'Meeting Gateway': 'Zoom',
  }),
  ...messagesFor(meetingRecord, {
    Name: 'Bikash Rai',
    Email: 'bikash@example.com',
    'Preferred date': '2026-11-31',
    'Preferred Time': '10:00',
    'Organisation Type': 'Government',
    'Meeting Duration': '15 Minutes - Free',
    Purpose: 'Data Analysis',
    'Meeting Gateway': 'Zoom',
  }),
  ...messagesFor(careerRecord, {}),
  ...messagesFor(careerRecord, {
    'Passed Year': '19',
    'Phone Number': '12',
    'Name of School/University': tooLong,
    "Father's Name": '1',
    'Resume/CV': [{ url: 'ftp://x', filename: 'a' }],
  }),
  ...messagesFor(careerRecord, { 'Passed Year': '1900' }),
];

describe('Nepali form texts', () => {
  it('label every stored option value in Nepali (product names stay)', () => {
    const missing = storedValues.filter((value) => !forms.options[value]);
    expect(missing).toEqual([]);
    for (const value of storedValues) {
      if (!productNames.has(value)) expect(forms.options[value]).toMatch(devanagari);
    }
  });

  it('label every meeting duration in Nepali, with its price in Nepali', () => {
    const labels = options.meetingDurations.map(({ value, minutes }) =>
      forms.meeting.duration(minutes, priceText(durationPrice(value, defaultMeetingPrices), 'ne')),
    );
    expect(labels).toEqual([
      '१५ मिनेट · निःशुल्क',
      '३० मिनेट · रु. ६,५०० (करिब ४९ अमेरिकी डलर)',
      '६० मिनेट · रु. १३,००० (करिब ९९ अमेरिकी डलर)',
    ]);
  });

  it('translate every message the schemas give, naming the field by its Nepali label', () => {
    expect(new Set(schemaMessages).size).toBeGreaterThan(25);
    for (const message of new Set(schemaMessages)) {
      const translated = forms.message(message);
      expect(translated, message).toMatch(devanagari);
      // Only acronyms (CV) may stay Latin; no English word survives.
      expect(translated.replace(/\bCV\b/g, ''), message).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('give the same mistake the same message in the right language', () => {
    expect(forms.message('First Name is required')).toBe('नाम अनिवार्य छ');
    expect(forms.message('Last Name can only contain letters and spaces')).toBe('थरमा अक्षर र खाली ठाउँ मात्र हुनुपर्छ');
    expect(forms.message('Please select Type of Organization')).toBe('कृपया संस्थाको प्रकार छान्नुहोस्');
    expect(forms.message('Email Address is required')).toBe('इमेल ठेगाना अनिवार्य छ');
    expect(forms.message('Choose a date that exists on the calendar')).toBe('कृपया पात्रोमा भएको मिति छान्नुहोस्');
    expect(en.message('First Name is required')).toBe('First Name is required');
  });
});
