import { z } from './zod';
import { careerChoices } from './options';
import { choice, limits, personName } from './rules';
import { asciiDigits } from './ascii-digits';
import { careerTable } from './table-names';

export { careerTable };

export { attachmentFields, type AttachmentField } from './attachment-fields';

/** A required answer typed as text; with `digits`, Devanagari digits are stored as ASCII ones. */
const requiredText = (label: string, max: number = limits.shortText, digits = false) => {
  const text = z.string({ error: `${label} is required` });
  return (digits ? text.overwrite(asciiDigits) : text)
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
};

/** The latest acceptable Passed Year is next year (results of a course still running). */
export const latestPassedYear = () => new Date().getFullYear() + 1;

const attachment = (label: string) =>
  z
    .array(
      z.strictObject({
        url: z.url({ protocol: /^https?$/, error: `${label} must be an uploaded file` }).max(limits.url),
        filename: z.string().min(1).max(limits.filename),
      }),
      { error: `Please attach your ${label}` },
    )
    .length(1, { error: `Please attach your ${label}` });

type CareerChoice = keyof typeof careerChoices;
const picked = <F extends CareerChoice>(field: F) => choice(field, careerChoices[field]);

/** The text answers of a Career record, field names exactly as spec section 3. */
export const careerAnswers = z.strictObject({
  'First Name': personName('First Name'),
  'Last Name': personName('Last Name'),
  'Marital Status': picked('Marital Status'),
  City: picked('City'),
  Gender: picked('Gender'),
  'Name of School/University': requiredText('Name of School/University'),
  'Highest Education': picked('Highest Education'),
  'Passed Year': requiredText('Passed Year', 4, true)
    .regex(/^\d{4}$/, { error: 'Passed Year must be a four-digit year' })
    .refine((year) => Number(year) >= 1950 && Number(year) <= latestPassedYear(), {
      error: `Passed Year must be between 1950 and ${latestPassedYear()}`,
    }),
  "Father's Name": personName("Father's Name"),
  'Phone Number': requiredText('Phone Number', 15, true).regex(/^\d{7,15}$/, {
    error: 'Phone Number must be 7 to 15 digits',
  }),
  'Current Employment Status': picked('Current Employment Status'),
  'Employment Type': picked('Employment Type'),
  'Expected Monthly Salary': picked('Expected Monthly Salary'),
  'Duty Hours': picked('Duty Hours'),
});

/** A whole Career record: the answers plus the four attachments as [{url, filename}]. */
export const careerRecord = careerAnswers.extend({
  'Resume/CV': attachment('Resume/CV'),
  'Cover Letter': attachment('Cover Letter'),
  Headshot: attachment('Headshot'),
  Citizenship: attachment('Citizenship'),
});

export type CareerAnswers = z.infer<typeof careerAnswers>;
export type CareerRecord = z.infer<typeof careerRecord>;
