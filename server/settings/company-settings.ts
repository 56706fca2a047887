import { companyFrom, defaultCompanyFacts, type CompanyFacts } from '../../schemas/company';
import { companyFactsSchema } from '../../schemas/company-facts';
import { sql } from 'kysely';
import type { Db } from '../storage/db';
import type { LiveFacts } from '../static/server-bundle';
import { typedDb, type TypedDb } from '../storage/typed-db';
import { SettingsStore } from './settings-store';

/**
 * The company facts staff set in the back office (the `company` setting), over the defaults in
 * schemas/company.ts. Kept in memory (every page request asks for them) and read again when another
 * connection changed them (an import by `npm run content`, another gateway on the same PostgreSQL).
 */
export class CompanySettings {
  private state: LiveFacts;
  private readonly db: TypedDb;
  private readonly store: SettingsStore;
  private seenDataVersion: number | string;

  constructor(db: Db) {
    this.db = typedDb(db);
    this.store = new SettingsStore(db);
    this.seenDataVersion = this.dataVersion();
    this.state = { version: 0, facts: this.read() };
  }

  /**
   * A value that changes when another connection may have changed the facts. SQLite: the file's
   * `data_version`, moved by any other connection's commit. PostgreSQL: the stored facts themselves.
   */
  private dataVersion(): number | string {
    if (this.db.engine === 'postgres') return this.store.storedText('company') ?? '';
    return this.db.first(() => sql<{ data_version: number }>`PRAGMA data_version`)!.data_version;
  }

  private read(): CompanyFacts | undefined {
    const stored = this.store.get('company');
    if (!stored) return undefined;
    // A value written by an older version that no longer passes keeps the defaults for what is missing.
    const parsed = companyFactsSchema.safeParse({ ...defaultCompanyFacts, ...stored });
    return parsed.success ? parsed.data : undefined;
  }

  /** The facts as pages and e-mails use them. */
  company() {
    return companyFrom(this.facts());
  }

  facts(): CompanyFacts {
    return this.current().facts ?? defaultCompanyFacts;
  }

  current(): LiveFacts {
    const dataVersion = this.dataVersion();
    if (dataVersion !== this.seenDataVersion) {
      this.seenDataVersion = dataVersion;
      const facts = this.read();
      if (JSON.stringify(facts) !== JSON.stringify(this.state.facts))
        this.state = { version: this.state.version + 1, facts };
    }
    return this.state;
  }

  /** The names of the facts `next` would change. */
  changes(next: CompanyFacts): string[] {
    const before = this.facts();
    return Object.keys(next).filter((name) => before[name as keyof CompanyFacts] !== next[name as keyof CompanyFacts]);
  }

  /**
   * Stores the facts (validated by the caller) and, in the same transaction, whatever `alongside`
   * writes (the audit entry); equal to the defaults, the row goes. Pages see the change once committed.
   */
  save(facts: CompanyFacts, alongside: () => void) {
    const isDefault = this.store.save('company', facts, defaultCompanyFacts, alongside);
    this.state = { version: this.state.version + 1, facts: isDefault ? undefined : facts };
  }
}
