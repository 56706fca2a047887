import { shippedSupporters } from '../../../schemas/public-supporter';
import { supportersSchema, type Supporter } from '../../../schemas/supporter';
import { SettingsStore } from '../../settings/settings-store';
import type { Db } from '../../storage/db';

/** A supporter with its place in the list, as "Remove all sample content" keeps it to put back. */
export interface PlacedSupporter {
  place: number;
  supporter: Supporter;
}

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

  /** For "Remove all sample content": takes the shipped, invented supporters off the home page, each answered with its place. */
  takeSamples(): PlacedSupporter[] {
    const all = this.list();
    const taken = all.flatMap((supporter, place) => (supporter.sample ? [{ place, supporter }] : []));
    if (taken.length)
      this.save(
        all.filter((supporter) => !supporter.sample),
        () => {},
      );
    return taken;
  }

  /** Puts back what `takeSamples` took, each at its place; one an admin has added again since is not doubled. */
  putBackSamples(taken: PlacedSupporter[]) {
    const all = [...this.list()];
    const missing = taken.filter(({ supporter }) => !all.some((kept) => kept.name === supporter.name));
    for (const { place, supporter } of missing) all.splice(Math.min(place, all.length), 0, supporter);
    if (missing.length) this.save(all, () => {});
  }
}
