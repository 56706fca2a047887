import { defaultCompanyFacts } from '../../schemas/company';
import { adminsOnly } from '../staff/auth/staff-auth';
import { companyFactsSchema, type CompanyFactsAnswer } from '../../schemas/company-facts';
import { StaffApiError } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import type { CompanySettings } from './company-settings';

/**
 * Company facts (admins): `GET /settings/company` and `PUT /settings/company` with every fact;
 * a wrong value answers 422 with its field's message (`field` names it), nothing stored. After a
 * save `saved` renders the pages again in the background: the answer does not wait for it.
 */
export const settingsRoutes =
  (settings: CompanySettings, saved: () => void): StaffPlugin =>
  async (app, { context }) => {
    const answer = (): CompanyFactsAnswer => ({
      facts: settings.facts(),
      defaults: defaultCompanyFacts,
      isDefault: settings.current().facts === undefined,
    });

    app.get('/settings/company', adminsOnly, async () => answer());

    app.put('/settings/company', adminsOnly, async (request) => {
      const body: unknown = request.body ?? {};
      const parsed = companyFactsSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue.path[0] ?? '');
        const missing = field && typeof body === 'object' && body !== null && !(field in body);
        const message = missing ? `${field}: required` : issue.path.length ? issue.message : 'Send every fact as JSON';
        throw new StaffApiError(422, 'INVALID_REQUEST', message);
      }
      const changed = settings.changes(parsed.data);
      settings.save(parsed.data, () =>
        context.audit.write(request.staff.actor, {
          action: 'changed company facts',
          detail: changed.join(', ') || 'nothing',
        }),
      );
      saved();
      return answer();
    });
  };
