import { personQuery, type PersonDeleteAnswer, type PersonSearchAnswer } from '../../schemas/retention';
import { parseInput, adminsOnly } from '../staff/auth/staff-auth';
import { StaffApiError } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import { personMatcher, type PersonalData } from './personal-data';

function query(value: unknown): string {
  const { q } = parseInput(personQuery, value);
  if (!personMatcher(q))
    throw new StaffApiError(
      422,
      'INVALID_REQUEST',
      'q: give a whole e-mail address or a phone number (7 digits or more)',
    );
  return q;
}

/**
 * A person's request under the privacy page's "Your Rights" (admins): everything held about them
 * by e-mail or phone, as one JSON file, or deleted. Exports and deletions are audited; the search
 * itself names nobody in the log.
 */
export const peopleRoutes =
  (people: PersonalData): StaffPlugin =>
  async (app, { context }) => {
    app.get('/people', adminsOnly, async (request): Promise<PersonSearchAnswer> => {
      const q = query(request.query);
      const records = people.find(q);
      const mirror = people.mirrorPreview(records);
      return {
        records: records.map(({ table, id, createdTime, fields }) => ({ table, id, createdTime, fields })),
        subscription: people.subscription(q),
        ...(mirror && { mirror }),
      };
    });

    app.get('/people/export', adminsOnly, async (request, reply) => {
      const q = query(request.query);
      const records = people.find(q);
      context.audit.write(request.staff.actor, {
        action: 'exported personal data',
        detail: `${records.length} submission(s)`,
      });
      reply.header('Content-Disposition', 'attachment; filename="personal-data.json"');
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(await people.export(records, q), null, 2);
    });

    app.post('/people/delete', adminsOnly, async (request): Promise<PersonDeleteAnswer> => {
      const q = query(request.body);
      const records = people.find(q);
      const following = people.subscription(q) ? ' and their blog subscription' : '';
      return people.erase(
        records,
        request.staff.actor,
        (files) => `${records.length} submission(s) and ${files} file(s)${following}, on the person's request`,
        q,
      );
    });
  };
