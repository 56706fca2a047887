import type { MeetingPaymentAnswer } from '@schemas/payment-staff-api';
import type {
  DecisionRequest,
  DuplicateRequest,
  MeetingLifeView,
  NoteView,
  RecordDetailAnswer,
  RecordPatch,
} from '@schemas/staff-api';
import { staffClient } from '../../lib/staff-client';

const recordPath = (table: string, id: string) => `/records/${encodeURIComponent(table)}/${encodeURIComponent(id)}`;

export async function fetchRecord(table: string, id: string) {
  return (await staffClient.get<RecordDetailAnswer>(recordPath(table, id))).data;
}

export async function patchRecord(table: string, id: string, patch: RecordPatch) {
  return (await staffClient.patch<RecordDetailAnswer>(recordPath(table, id), patch)).data;
}

export async function addNote(table: string, id: string, body: string) {
  return (await staffClient.post<NoteView>(`${recordPath(table, id)}/notes`, { body })).data;
}

export async function decideMeeting(id: string, request: DecisionRequest) {
  return (await staffClient.post<RecordDetailAnswer>(`${recordPath('Meeting', id)}/decision`, request)).data;
}

export async function markPaid(id: string, paid: boolean) {
  return (await staffClient.post<MeetingLifeView>(`${recordPath('Meeting', id)}/paid`, { paid })).data;
}

/** The free starts (ISO instants) for a meeting of `minutes`, from the public slots read. */
export async function fetchFreeSlots(from: string, days: number, minutes: number): Promise<string[]> {
  const response = await fetch(`/api/booking/slots?from=${from}&days=${days}&duration=${minutes}`);
  if (!response.ok) throw new Error(`free times: ${response.status}`);
  const answer = (await response.json()) as { slots: { start: string }[] };
  return answer.slots.map((slot) => slot.start);
}

export async function settleDuplicate(table: string, id: string, action: DuplicateRequest['action']) {
  return (await staffClient.post<RecordDetailAnswer>(`${recordPath(table, id)}/duplicate`, { action })).data;
}

export async function deleteRecord(table: string, id: string) {
  await staffClient.delete(recordPath(table, id));
}

export const icsUrl = (id: string) => `/staff/api${recordPath('Meeting', id)}/ics`;

export async function fetchMeetingPayment(id: string) {
  return (await staffClient.get<MeetingPaymentAnswer>(`${recordPath('Meeting', id)}/payment`)).data;
}

export async function markRefunded(id: string, refunded: boolean) {
  return (await staffClient.post<MeetingPaymentAnswer>(`${recordPath('Meeting', id)}/refunded`, { refunded })).data;
}
