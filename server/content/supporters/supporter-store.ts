import { shippedSupporters } from '../../../schemas/public-supporter';
import { supportersSchema, type Supporter } from '../../../schemas/supporter';
import { SettingsStore } from '../../settings/settings-store';
import type { Db } from '../../storage/db';

/**
 * The home page's supporters in their order (owner of the `supporters` setting); absent, the
 * shipped samples. Every home page request asks whether they changed, so the parsed list is kept
 * until the stored text differs (another process, another gateway on the same PostgreSQL).
 */
export class SupporterStore {
  private readonly store: SettingsStore;
  private last?: { text: string; supporters: Supporter[] | undefined };

  constructor(db: Db) {
    this.store = new SettingsStore(db);
  }

  /** The supporters staff set; undefined while they are the shipped ones. */
  changed(): Supporter[] | undefined {
    const text = this.store.storedText('supporters');
    if (text === undefined) return undefined;
    if (this.last?.text !== text) {
      // A list written by an older version that no longer passes shows the shipped one.
      const parsed = supportersSchema.safeParse(JSON.parse(text));
      this.last = { text, supporters: parsed.success ? parsed.data : undefined };
    }
    return this.last.supporters;
  }

  list(): Supporter[] {
    return this.changed() ?? [...shippedSupporters];
  }

  /** Stores the list (checked by the caller) with what `alongside` writes (the audit entry), in one transaction. */
  save(supporters: Supporter[], alongside: () => void) {
    this.store.save('supporters', supporters, [...shippedSupporters], alongside);
  }
}

/**
 * For "Remove all sample content": the shipped, invented supporters taken off the home page, the
 * company's own kept in their order. Answers how many went.
 */
export function removeSampleSupporters(db: Db, alongside: () => void = () => {}): number {
  const store = new SupporterStore(db);
  const all = store.list();
  const kept = all.filter((supporter) => !supporter.sample);
  if (kept.length !== all.length) store.save(kept, alongside);
  return all.length - kept.length;
}

/** Undoes `removeSampleSupporters`: the shipped samples missing are put back first, in their order. Answers how many came back. */
export function restoreSampleSupporters(db: Db, alongside: () => void = () => {}): number {
  const store = new SupporterStore(db);
  const all = store.list();
  const missing = shippedSupporters.filter((sample) => !all.some((supporter) => supporter.name === sample.name));
  if (missing.length) store.save([...missing, ...all], alongside);
  return missing.length;
}
