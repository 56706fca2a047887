import { supportersSchema, type SupportersAnswer } from '../../../schemas/supporter';
import { adminsOnly } from '../../staff/auth/staff-auth';
import { StaffApiError } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import type { MediaStore } from '../media/media-store';
import type { SupporterStore } from './supporter-store';

/**
 * The home page's supporters (admins): `GET /content/supporters` and `PUT /content/supporters` with
 * the whole list in its order. A wrong value answers 422 naming the supporter and the field, nothing
 * stored; a logo must be an image uploaded here (`POST /content/media`), taken as the store has it.
 */
export const supporterRoutes =
  (store: SupporterStore, media: MediaStore): StaffPlugin =>
  async (app, { context }) => {
    const answer = (): SupportersAnswer => ({ supporters: store.list() });

    app.get('/content/supporters', adminsOnly, async () => answer());

    app.put('/content/supporters', adminsOnly, async (request) => {
      const body = request.body as { supporters?: unknown } | null;
      const parsed = supportersSchema.safeParse(body?.supporters);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const [row] = issue.path;
        const message =
          typeof row === 'number'
            ? `Supporter ${row + 1}: ${issue.message}`
            : issue.code === 'invalid_type'
              ? 'Send the supporters as a list'
              : issue.message;
        throw new StaffApiError(422, 'INVALID_REQUEST', message);
      }
      const supporters = parsed.data.map((supporter, index) => {
        if (!('media' in supporter.logo)) return supporter;
        const stored = media.get(supporter.logo.media.id);
        if (!stored) throw new StaffApiError(422, 'INVALID_REQUEST', `Supporter ${index + 1}: upload the logo again`);
        return { ...supporter, logo: { media: stored } };
      });
      store.save(supporters, () =>
        context.audit.write(request.staff.actor, {
          action: 'changed supporters',
          detail: supporters.map((supporter) => supporter.name).join(', ') || 'none',
        }),
      );
      return answer();
    });
  };
