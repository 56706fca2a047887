import { callbackTable } from '@schemas/callback-request';
import { createRecord } from '@/lib/api-client';
import { toCallbackRecord, type CallbackForm } from './callback-form-schema';

export function submitCallbackRequest(form: CallbackForm, honeypot: string) {
  return createRecord(callbackTable, toCallbackRecord(form), honeypot);
}
