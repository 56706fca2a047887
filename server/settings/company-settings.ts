import { companyFrom, defaultCompanyFacts, type CompanyFacts } from '../../schemas/company';
import { companyFactsSchema } from '../../schemas/company-facts';
import type { Db } from '../db';

const key = 'company';

/** What the pages are rendered with: `facts` undefined while they are the build's defaults. */
export interface FactsState {
  /** Changes on every save, so pages rendered before it are stale. */
  version: number;
  facts: CompanyFacts | undefined;
}

/**
 * The company facts staff set in the back office (owner of `settings`), over the defaults in
 * schemas/company.ts. Kept in memory (every page request asks for them) and read again when another
 * connection committed to the database (`PRAGMA data_version`: an import by `npm run content`).
 */
export class CompanySettings {
  private state: FactsState;
  private readonly dataVersion;
  private seenDataVersion: unknown;

  constructor(private readonly db: Db) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.seenDataVersion = this.dataVersion.get();
    this.state = { version: 0, facts: this.read() };
  }

  private read(): CompanyFacts | undefined {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    if (!row) return undefined;
    // A value written by an older version that no longer passes keeps the defaults for what is missing.
    const parsed = companyFactsSchema.safeParse({ ...defaultCompanyFacts, ...(JSON.parse(row.value) as object) });
    return parsed.success ? parsed.data : undefined;
  }

  /** The facts as pages and e-mails use them. */
  company() {
    return companyFrom(this.facts());
  }

  facts(): CompanyFacts {
    return this.current().facts ?? defaultCompanyFacts;
  }

  current(): FactsState {
    const dataVersion = this.dataVersion.get();
    if (dataVersion !== this.seenDataVersion) {
      this.seenDataVersion = dataVersion;
      const facts = this.read();
      if (JSON.stringify(facts) !== JSON.stringify(this.state.facts))
        this.state = { version: this.state.version + 1, facts };
    }
    return this.state;
  }

  /**
   * Stores the facts (validated by the caller) and, in the same transaction, whatever `alongside`
   * writes (the audit entry); equal to the defaults, the row goes. Pages see the change once committed.
   */
  save(facts: CompanyFacts, alongside: () => void) {
    const isDefault = JSON.stringify(facts) === JSON.stringify(defaultCompanyFacts);
    this.db.transaction(() => {
      if (isDefault) this.db.prepare('DELETE FROM settings WHERE key = ?').run(key);
      else
        this.db
          .prepare(
            'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
          )
          .run(key, JSON.stringify(facts), new Date().toISOString());
      alongside();
    })();
    this.state = { version: this.state.version + 1, facts: isDefault ? undefined : facts };
  }
}
