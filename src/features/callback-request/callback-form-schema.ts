import { z } from '@schemas/zod';
import { callbackPhone, callbackRecord, type CallbackRecord } from '@schemas/callback-request';
import { callbackCountryCodes } from '@schemas/options';

const codes = callbackCountryCodes.map((entry) => entry.code) as [string, ...string[]];

/** What the visitor fills in: the record's names, with the phone number and its code apart. */
export const callbackForm = callbackRecord.pick({ 'First Name': true, 'Last Name': true }).extend({
  'Country Code': z.enum(codes),
  'Phone Number': callbackPhone,
});

export type CallbackForm = z.output<typeof callbackForm>;

export function toCallbackRecord(form: CallbackForm): CallbackRecord {
  return {
    'First Name': form['First Name'],
    'Last Name': form['Last Name'],
    'Phone No': `${form['Country Code']} ${form['Phone Number']}`,
  };
}
