import type { BookingSettings } from '../../schemas/booking-staff-api';
import type { CompanyFacts } from '../../schemas/company';
import type { PaymentInstructions } from '../../schemas/staff-api';
import type { Db } from '../db';

/**
 * Every single value the company sets or the data folder remembers, by key, with its type. A value
 * written by an older version may lack what was added since: its owner fills in the defaults.
 */
export interface Settings {
  /** The company facts staff set in the back office (absent: the build's defaults). */
  company: CompanyFacts;
  /** The booking availability and who takes meetings (absent: the shipped week and holidays, nobody). */
  booking: BookingSettings;
  /** How to pay for a paid meeting, as an admin wrote it. */
  payment: PaymentInstructions;
  /** When each sample was seeded, or replaced by an import: seeding never comes back once set. */
  team_seeded: string;
  posts_seeded: string;
  events_seeded: string;
  testimonials_seeded: string;
  videos_seeded: string;
}

export type SettingKey = keyof Settings;

/** The one settings table (owner of `settings`): one JSON value per key, with when it was written. */
export class SettingsStore {
  private readonly readValue;
  private readonly writeValue;
  private readonly deleteValue;

  constructor(db: Db) {
    this.readValue = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
    this.writeValue = db.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    this.deleteValue = db.prepare('DELETE FROM settings WHERE key = ?');
  }

  get<K extends SettingKey>(key: K): Settings[K] | undefined {
    const value = this.readValue.get(key) as string | undefined;
    return value === undefined ? undefined : (JSON.parse(value) as Settings[K]);
  }

  set<K extends SettingKey>(key: K, value: Settings[K]) {
    this.writeValue.run(key, JSON.stringify(value), new Date().toISOString());
  }

  delete(key: SettingKey) {
    this.deleteValue.run(key);
  }
}
