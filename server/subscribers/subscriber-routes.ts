import type { SubscribersAnswer } from '../../schemas/follow';
import { adminsOnly } from '../staff/auth/staff-auth';
import { toCsv } from '../csv';
import type { StaffPlugin } from '../staff/staff-context';
import type { SubscriberStore } from './subscriber-store';

/**
 * The blog's followers in the back office (admins: it is a list of people's addresses): each with
 * language, state and dates, and the same as a CSV file (audited, as every export of people's data).
 */
export const subscriberRoutes =
  (subscribers: SubscriberStore): StaffPlugin =>
  async (app, { context }) => {
    app.get('/subscribers', adminsOnly, async (): Promise<SubscribersAnswer> => ({ subscribers: subscribers.list() }));

    app.get('/subscribers/export.csv', adminsOnly, async (request, reply) => {
      const list = subscribers.list();
      context.audit.write(request.staff.actor, {
        action: 'exported subscribers',
        detail: `${list.length} address(es)`,
      });
      const rows = list.map((item) => [
        item.email,
        item.lang,
        item.state,
        item.createdAt,
        item.confirmedAt ?? '',
        item.unsubscribedAt ?? '',
        String(item.postsSent),
      ]);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(toCsv([['Email', 'Language', 'State', 'Signed up', 'Confirmed', 'Unsubscribed', 'Posts sent'], ...rows]));
    });
  };
