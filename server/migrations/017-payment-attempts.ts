import type { Migration } from './migration';

/**
 * Version 17: paid meetings paid online (Khalti, eSewa). `payment_attempts`: one row per attempt,
 * written before the visitor is sent to the wallet (amount in paisa, currency, provider, our id,
 * the wallet's id, state, times), so a payment whose return never came is settled by a lookup.
 * `meeting_life` gains `owed` (paisa, the price when it was booked; null for a free meeting or one
 * booked before), `pay_by` (until when an unpaid booking holds its time) and `refunded_at`,
 * `refunded_by` (staff refunded a paid meeting that was cancelled or declined). Attempts go with
 * their meeting, however it is deleted.
 */
export const paymentAttempts: Migration = {
  why: 'payment_attempts, and meeting_life owed, pay_by and refunded: paid meetings paid online',
  up(db) {
    db.exec(`
      CREATE TABLE payment_attempts (
        id TEXT PRIMARY KEY,
        record_id TEXT NOT NULL,
        provider TEXT NOT NULL CHECK (provider IN ('khalti', 'esewa')),
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL DEFAULT 'NPR',
        provider_ref TEXT,
        transaction_id TEXT,
        state TEXT NOT NULL DEFAULT 'started' CHECK (state IN ('started', 'pending', 'paid', 'failed')),
        started_at TEXT NOT NULL,
        checked_at TEXT,
        paid_at TEXT
      );
      CREATE INDEX payment_attempts_record ON payment_attempts (record_id);
      CREATE INDEX payment_attempts_open ON payment_attempts (state) WHERE state IN ('started', 'pending');
      CREATE TRIGGER payment_attempts_record_deleted AFTER DELETE ON records
      WHEN old.tbl = 'Meeting'
      BEGIN
        DELETE FROM payment_attempts WHERE record_id = old.id;
      END;
      ALTER TABLE meeting_life ADD COLUMN owed INTEGER;
      ALTER TABLE meeting_life ADD COLUMN pay_by TEXT;
      ALTER TABLE meeting_life ADD COLUMN refunded_at TEXT;
      ALTER TABLE meeting_life ADD COLUMN refunded_by TEXT;
    `);
  },
  postgres(db) {
    db.exec(`
      CREATE TABLE payment_attempts (
        id text COLLATE "C" PRIMARY KEY,
        record_id text COLLATE "C" NOT NULL,
        provider text COLLATE "C" NOT NULL CHECK (provider IN ('khalti', 'esewa')),
        amount bigint NOT NULL,
        currency text COLLATE "C" NOT NULL DEFAULT 'NPR',
        provider_ref text COLLATE "C",
        transaction_id text COLLATE "C",
        state text COLLATE "C" NOT NULL DEFAULT 'started' CHECK (state IN ('started', 'pending', 'paid', 'failed')),
        started_at text COLLATE "C" NOT NULL,
        checked_at text COLLATE "C",
        paid_at text COLLATE "C"
      );
      CREATE INDEX payment_attempts_record ON payment_attempts (record_id);
      CREATE INDEX payment_attempts_open ON payment_attempts (state) WHERE state IN ('started', 'pending');
      CREATE FUNCTION payment_attempts_record_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM payment_attempts WHERE record_id = OLD.id;
          RETURN NULL;
        END $$;
      CREATE TRIGGER payment_attempts_record_deleted AFTER DELETE ON records
        FOR EACH ROW WHEN (OLD.tbl = 'Meeting') EXECUTE FUNCTION payment_attempts_record_deleted();
      ALTER TABLE meeting_life ADD COLUMN owed bigint;
      ALTER TABLE meeting_life ADD COLUMN pay_by text COLLATE "C";
      ALTER TABLE meeting_life ADD COLUMN refunded_at text COLLATE "C";
      ALTER TABLE meeting_life ADD COLUMN refunded_by text COLLATE "C";
    `);
  },
};
