// What only a submit needs (zod, axios): loaded on first focus, so it stays off the home page's first load.
import { callbackTable } from '@schemas/callback-request';
import { createRecord } from '@/lib/api-client';
import { toCallbackRecord, type CallbackForm } from './callback-form-schema';

export { callbackForm as schema } from './callback-form-schema';

export async function send(form: CallbackForm, honeypot: string) {
  await createRecord(callbackTable, toCallbackRecord(form), honeypot);
}
