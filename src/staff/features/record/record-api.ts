import type { DuplicateRequest, MeetingDecision, NoteView, RecordDetailAnswer, RecordPatch } from '@schemas/staff-api';
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

export async function decideMeeting(id: string, decision: MeetingDecision) {
  return (await staffClient.post<RecordDetailAnswer>(`${recordPath('Meeting', id)}/decision`, { decision })).data;
}

export async function settleDuplicate(table: string, id: string, action: DuplicateRequest['action']) {
  return (await staffClient.post<RecordDetailAnswer>(`${recordPath(table, id)}/duplicate`, { action })).data;
}

export async function deleteRecord(table: string, id: string) {
  await staffClient.delete(recordPath(table, id));
}

export const icsUrl = (id: string) => `/staff/api${recordPath('Meeting', id)}/ics`;
