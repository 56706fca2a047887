import type { BackupProgress, BackupSettings } from '../../schemas/backup-status';
import type { BookingOptions } from '../../schemas/booking-options';
import type { BookingSettings } from '../../schemas/booking-staff-api';
import type { CompanyFacts } from '../../schemas/company';
import type { StoredMailServer, StoredWebhook } from '../../schemas/mail-settings';
import type { MeetingPrices } from '../../schemas/payment-staff-api';
import type { PaymentInstructions } from '../../schemas/staff-api';
import type { Supporter } from '../../schemas/supporter';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/**
 * Every single value the company sets or the data folder remembers, by key, with its type. A value
 * written by an older version may lack what was added since: its owner fills in the defaults.
 */
export interface Settings {
  /** The company facts staff set in the back office (absent: the build's defaults). */
  company: CompanyFacts;
  /** The booking availability and who takes meetings (absent: the shipped week and holidays, nobody). */
  booking: BookingSettings;
  /** The purposes and meeting gateways the booking form offers (absent: the spec's lists). */
  booking_options: BookingOptions;
  /** How to pay for a paid meeting, as an admin wrote it. */
  payment: PaymentInstructions;
  /** A paid meeting's price per duration in paisa, as an admin set it (absent: the defaults). */
  meeting_prices: MeetingPrices;
  /** The home page's supporters in their order (absent: the shipped samples). */
  supporters: Supporter[];
  /** When each sample was seeded, or replaced by an import: seeding never comes back once set. */
  team_seeded: string;
  posts_seeded: string;
  events_seeded: string;
  testimonials_seeded: string;
  videos_seeded: string;
  post_categories_seeded: string;
  /** On PostgreSQL, the key visitors' links are signed with, shared by every gateway (base64url); SQLite keeps it in DATA_DIR. */
  manage_link_key: string;
  /** On PostgreSQL, the generated staff token every gateway accepts (STAFF_TOKEN unset); SQLite keeps it in DATA_DIR. */
  staff_token: string;
  /** Nightly backups as an admin set them (absent: off; BACKUP_DIR in the environment wins). */
  backups: BackupSettings;
  /** The backup being written, by which gateway process, which last said it still writes at `beatAt`. */
  backup_progress: { progress: BackupProgress; host: string; pid: number; beatAt: string };
  /** The mail server an admin set (its password sealed, see secret-box.ts); SMTP_URL / SMTP_HOST win. */
  mail_server: StoredMailServer;
  /** The notification webhook an admin set (its secret sealed); NOTIFY_WEBHOOK_URL wins. */
  notify_webhook: StoredWebhook;
  /** Where the gateway last listened (or its PUBLIC_URL): the command line's links point there. */
  gateway_address: string;
}

export type SettingKey = keyof Settings;

/** The one settings table (owner of `settings`): one JSON value per key, with when it was written. */
export class SettingsStore {
  private readonly readValue;
  private readonly writeValue;
  private readonly deleteValue;
  private readonly typed;

  constructor(db: Db) {
    const typed = typedDb(db);
    this.typed = typed;
    this.readValue = typed.statement((q, args: { key: SettingKey }) =>
      q.selectFrom('settings').select('value').where('key', '=', args.key),
    );
    this.writeValue = typed.statement((q, args: { key: SettingKey; value: string; updated_at: string }) =>
      q
        .insertInto('settings')
        .values({ key: args.key, value: args.value, updated_at: args.updated_at })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
    );
    this.deleteValue = typed.statement((q, args: { key: SettingKey }) =>
      q.deleteFrom('settings').where('key', '=', args.key),
    );
  }

  get<K extends SettingKey>(key: K): Settings[K] | undefined {
    const text = this.storedText(key);
    return text === undefined ? undefined : (JSON.parse(text) as Settings[K]);
  }

  /** The value as stored (JSON text): tells whether it changed without parsing it. */
  storedText(key: SettingKey): string | undefined {
    return this.readValue.first({ key })?.value;
  }

  /** The value, or `make()`'s, stored first under the write lock: of gateways starting at once, one makes it. */
  getOrMake<K extends SettingKey>(key: K, make: () => Settings[K]): Settings[K] {
    return this.typed.transaction(
      () => {
        const kept = this.get(key);
        if (kept) return kept;
        const made = make();
        this.set(key, made);
        return made;
      },
      { immediate: true },
    );
  }

  set<K extends SettingKey>(key: K, value: Settings[K]) {
    this.writeValue.run({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() });
  }

  delete(key: SettingKey) {
    this.deleteValue.run({ key });
  }

  /**
   * Stores what staff saved (checked by the caller) and, in the same transaction, what `alongside`
   * writes (the audit entry); equal to `defaults`, the row goes. Answers whether it is the defaults.
   */
  save<K extends SettingKey>(key: K, value: Settings[K], defaults: Settings[K], alongside: () => void): boolean {
    const isDefault = JSON.stringify(value) === JSON.stringify(defaults);
    this.typed.transaction(() => {
      if (isDefault) this.delete(key);
      else this.set(key, value);
      alongside();
    });
    return isDefault;
  }
}
