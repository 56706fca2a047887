import { meetingTable } from '../../schemas/table-names';
import { MeetingLife } from '../meetings/meeting-life';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { RecordStore, type Fields } from '../tables/record-store';

/**
 * Confirmed meetings written as the gateway would have (each record, its decision, and its 30
 * minutes from `start` held), in one transaction, for a test to seed around a gateway: their ids.
 */
export function storeConfirmedMeetings(db: Db, meetings: { fields: Fields; start: Date }[]): string[] {
  const store = new RecordStore(db);
  const life = new MeetingLife(db);
  const typed = typedDb(db);
  return typed.transaction(() =>
    meetings.map(({ fields, start }) => {
      const [record] = store.create(meetingTable, [fields]);
      life.decide(record.id, 'confirmed', null);
      typed.run((q) =>
        q.insertInto('booking_slots').values({
          id: record.id,
          kind: 'meeting',
          start_ms: start.getTime(),
          end_ms: start.getTime() + 30 * 60_000,
        }),
      );
      return record.id;
    }),
  );
}
