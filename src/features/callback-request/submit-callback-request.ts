import { callbackTable, type CallbackRecord } from '@schemas/callback-request';
import { createRecord } from '@/lib/api-client';

export function submitCallbackRequest(record: CallbackRecord, honeypot: string) {
  return createRecord(callbackTable, record, honeypot);
}
