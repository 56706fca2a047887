/**
 * The duplicate trigger as gateways before d11170e made it: it also inserts into staff_duplicates,
 * whose key is the new record's seq, so beside today's contacts trigger a likely duplicate
 * could not be stored. An older data folder or backup holds it.
 */
export const retiredDuplicateTrigger = `
  CREATE TRIGGER staff_records_duplicate AFTER INSERT ON records
  WHEN new.tbl IN ('Request-Callback', 'Meeting', 'Career')
  BEGIN
    INSERT INTO staff_duplicates (seq, of_seq)
      SELECT new.seq, m.seq FROM staff_record_meta m JOIN records r ON r.seq = m.seq
      WHERE m.tbl = new.tbl AND m.seq < new.seq
        AND json_extract(r.fields, '$.Phone') = json_extract(new.fields, '$.Phone')
      ORDER BY m.seq DESC LIMIT 1;
  END;
`;
