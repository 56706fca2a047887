import { defaultCompanyFacts } from '../../schemas/company';
import { companyFactsSchema } from '../../schemas/company-facts';
import { CompanySettings } from '../settings/company-settings';
import { AuditLog } from '../staff/audit-log';
import { frontMatterProblem, joinFrontMatter, readFrontMatter, type ContentKind } from './content-kind';

const file = 'company.md';
const note = 'The company facts every page shows (Content → Company facts). Only the front matter is read.\n';

/**
 * The company facts as one item of `npm run content -- export/import`: `settings/company.md`, every
 * fact in its front matter (the names of schemas/company.ts). An import checks them with the
 * editor's rules and is audited; a running gateway shows them on the next page load.
 */
export const companyFactsKind: ContentKind = {
  folder: 'settings',

  exportAll: ({ db }) => [
    {
      file,
      // Through the schema, so the keys come out in one order whether the facts are stored or the defaults.
      text: joinFrontMatter(companyFactsSchema.parse(new CompanySettings(db).facts()), note),
      media: [],
    },
  ],

  async importItem({ db }, name, text) {
    if (name !== file) throw new Error(`${name}: the settings folder holds only ${file}`);
    const { written: fields } = readFrontMatter(name, text);
    if (typeof fields !== 'object' || fields === null) throw new Error(`${name}: the front matter names no facts`);
    // A fact left out keeps its default, as in the editor's "reset".
    const parsed = companyFactsSchema.safeParse({ ...defaultCompanyFacts, ...fields });
    if (!parsed.success) throw frontMatterProblem(name, parsed.error, fields);
    const settings = new CompanySettings(db);
    const changed = settings.changes(parsed.data);
    if (!changed.length) return 'unchanged';
    settings.save(parsed.data, () =>
      new AuditLog(db).write(
        { id: null, name: 'Content import' },
        { action: 'changed company facts', detail: changed.join(', ') },
      ),
    );
    return 'updated';
  },
};
