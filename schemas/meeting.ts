import { z } from './zod';
import { countries } from './countries';
import { meetingDurations, meetingGateways, meetingPurposes, organisationTypes } from './options';
import { choice, limits, nepalInstant, nepalToday } from './rules';
import { asciiDigits } from './ascii-digits';
import { isRealDate } from './calendar-date';
import { meetingTable } from './table-names';
import type { OfferedOptions } from './offered-options';
import { isLocaleTag, isTimeZone } from './zoned-time';

export { meetingTable };

const countryNames = new Set(countries.map((c) => c.name));
/** A choice stored as text: which values are offered is the booking options' (meetingRecordFor). */
const textChoice = (label: string, offered: readonly string[]) => choice(label, offered as [string, ...string[]]);
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** A Meeting record, field names exactly as spec section 3. Optional fields may be empty. */
export const meetingRecord = z
  .strictObject({
    Name: z
      .string()
      .trim()
      .min(1, { error: 'Name is required' })
      .max(limits.fullName, { error: `Name must be at most ${limits.fullName} characters` }),
    Email: z
      .string()
      .trim()
      .min(1, { error: 'Email Address is required' })
      .max(limits.email)
      .pipe(z.email({ error: 'Enter a valid e-mail address' })),
    Phone: z
      .string()
      .overwrite(asciiDigits)
      .trim()
      .max(limits.phone, { error: 'Enter a valid phone number' })
      .regex(/^(\+?[\d\s-]{7,20})?$/, { error: 'Enter a valid phone number' })
      .optional(),
    Country: z
      .string()
      .refine((name) => name === '' || countryNames.has(name), { error: 'Choose a country from the list' })
      .optional(),
    'Preferred date': z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Preferred Date is required' })
      .refine(isRealDate, { error: 'Choose a date that exists on the calendar' })
      .refine((date) => date >= nepalToday(), { error: 'Choose today or a later date (Nepal time)' }),
    'Preferred Time': z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Preferred Time is required' }),
    'Organisation Type': choice('Type of Organization', values(organisationTypes)),
    'Meeting Duration': choice('Meeting Duration', values(meetingDurations)),
    Purpose: textChoice('Purpose of Meeting', meetingPurposes),
    'Meeting Gateway': textChoice('Meeting Gateway', meetingGateways),
    'Additional Notes': z
      .string()
      .max(limits.notes, { error: `Additional Notes must be at most ${limits.notes} characters` })
      .optional(),
    // Not a spec field: the zone the visitor read the times in (an IANA name), an optional extra
    // column of the hosted Meeting table. Without it a meeting is told in Nepal time only.
    'Visitor Time Zone': z
      .string()
      .max(64)
      .refine((name) => name === '' || isTimeZone(name), { error: 'Choose a time zone from the list' })
      .optional(),
    // Not a spec field either: the browser's language (`navigator.language`), whose clock the
    // visitor's e-mails read their time on (12- or 24-hour). Never typed by the visitor, so a value
    // that is not a short BCP-47 tag is dropped rather than refused: a booking is never lost to it.
    'Visitor Locale': z
      .string()
      .refine(isLocaleTag)
      .optional()
      .catch(() => undefined),
  })
  .refine(
    // A past date is reported on the date itself; today's date needs a time still to come.
    (record) =>
      record['Preferred date'] !== nepalToday() ||
      nepalInstant(record['Preferred date'], record['Preferred Time']).getTime() > Date.now(),
    {
      path: ['Preferred Time'],
      error: 'Choose a time later than now (Nepal time)',
      // Checked even while other fields are still invalid, as long as the date and time are well formed.
      when: ({ issues }) =>
        !issues.some((issue) => issue.path?.[0] === 'Preferred date' || issue.path?.[0] === 'Preferred Time'),
    },
  );

export type MeetingRecord = z.infer<typeof meetingRecord>;

/** The Meeting record with the purposes and gateways staff offer now (schemas/booking-options.ts). */
export const meetingRecordFor = (offered: OfferedOptions) =>
  meetingRecord.safeExtend({
    Purpose: textChoice(
      'Purpose of Meeting',
      offered.purposes.map((purpose) => purpose.value),
    ),
    'Meeting Gateway': textChoice('Meeting Gateway', offered.gateways),
  });
