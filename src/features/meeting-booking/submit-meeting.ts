import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import { createRecord } from '@/lib/api-client';

export function submitMeeting(record: MeetingRecord, honeypot: string) {
  return createRecord(meetingTable, record, honeypot);
}
