import { z } from './zod';
import { callbackCountryCodes } from './options';
import { personName } from './rules';
import { asciiDigits } from './ascii-digits';
import { callbackTable } from './table-names';

export { callbackTable };

const codes = callbackCountryCodes.map((c) => c.code.replace('+', '\\+')).join('|');

/** The phone number as the visitor types it, without the country code. */
export const callbackPhone = z
  .string({ error: 'Phone Number is required' })
  .overwrite(asciiDigits)
  .trim()
  .min(1, { error: 'Phone Number is required' })
  .regex(/^\d+$/, { error: 'Invalid phone number' })
  .max(15, { error: 'Invalid phone number' });

/** A Request-Callback record, field names exactly as spec section 3. */
export const callbackRecord = z.strictObject({
  'First Name': personName('First Name'),
  'Last Name': personName('Last Name'),
  // Country code, a space, then the digits: '+977 9812345678'.
  'Phone No': z
    .string()
    .overwrite(asciiDigits)
    .regex(new RegExp(`^(${codes}) \\d{1,15}$`), { error: 'Invalid phone number' }),
});

export type CallbackRecord = z.infer<typeof callbackRecord>;
