import type { MeetingRecord } from '@schemas/meeting';
import { limits } from '@schemas/limits';
import { organisationTypes } from '@schemas/options';

/** The answers the visitor gives in a field of their own (the zone is the picker's, the locale the browser's). */
type Answer = Exclude<keyof MeetingRecord, 'Visitor Time Zone' | 'Visitor Locale'>;
/** The answers chosen from a fixed list, each with its own placeholder. */
type Choice = 'Organisation Type' | 'Purpose' | 'Meeting Gateway';

export type MeetingField = {
  required?: boolean;
  /** The line under the control: that times are Nepal's, or the chosen duration's price. */
  hint?: 'nepalTime' | 'price';
} & (
  | { name: Answer; kind: 'text'; type?: 'email' | 'tel' | 'date' | 'time'; maxLength?: number; autoComplete?: string }
  | { name: Answer; kind: 'notes'; maxLength: number }
  | { name: Choice; kind: 'choice'; options: readonly string[] }
  /** Chosen from what staff offer now (schemas/offered-options.ts), durations named with the prices staff set. */
  | { name: 'Meeting Duration' | 'Purpose' | 'Meeting Gateway'; kind: 'offered' }
  | { name: Answer; kind: 'country' }
);

/** The Meeting record's answers in the order visitors fill them (spec section 2). */
export const meetingFields: readonly MeetingField[] = [
  { name: 'Name', kind: 'text', required: true, autoComplete: 'name', maxLength: limits.fullName },
  { name: 'Email', kind: 'text', required: true, type: 'email', autoComplete: 'email', maxLength: limits.email },
  { name: 'Phone', kind: 'text', type: 'tel', autoComplete: 'tel', maxLength: limits.phone },
  { name: 'Country', kind: 'country' },
  { name: 'Preferred date', kind: 'text', required: true, type: 'date', hint: 'nepalTime' },
  { name: 'Preferred Time', kind: 'text', required: true, type: 'time', hint: 'nepalTime' },
  {
    name: 'Organisation Type',
    kind: 'choice',
    required: true,
    options: organisationTypes.map((type) => type.value),
  },
  { name: 'Meeting Duration', kind: 'offered', required: true, hint: 'price' },
  { name: 'Purpose', kind: 'offered', required: true },
  { name: 'Meeting Gateway', kind: 'offered', required: true },
  { name: 'Additional Notes', kind: 'notes', maxLength: limits.notes },
];

/** The form's values: the answers above, and the zone and language the browser reads the times in (set in it). */
export const emptyMeeting = {
  ...Object.fromEntries(meetingFields.map((field) => [field.name, ''])),
  'Visitor Time Zone': '',
  'Visitor Locale': '',
} as Record<keyof MeetingRecord, string>;
