import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { notificationStatuses, type NotificationItem, type NotificationParts } from '../../schemas/staff-api';
import { z } from '../../schemas/zod';
import { rawMessage } from './notification-sender';
import type { EmailPayload, Notification, NotificationQueue, WebhookPayload } from './notification-queue';

export interface NotifyRoutesOptions {
  queue: NotificationQueue;
  /** After a resend: queues the send job when `queue` was made without the job runner; none when notifications are switched off. */
  nudgeSender?: () => void;
  /** Whether e-mail goes to a mail server now (the default); without one each message is only saved to disk. */
  mailServer?: () => boolean;
  /** Called after a resend is queued (the back office writes it to its audit log). */
  resent?: (request: FastifyRequest, notification: NotificationItem) => void;
  /** A recipient as the reader may see it (the back office shows a colleague's address to admins only). */
  recipientFor?: (request: FastifyRequest, recipient: string) => string;
}

const PAGE_SIZE = 50;

const listQuery = z.object({
  status: z.enum(notificationStatuses, { error: 'status must be queued, sent or failed' }).optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: 'cursor must be a nextCursor from an earlier page' })
    .transform(Number)
    .optional(),
});
const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/** A link with its secret query parameter hidden. */
function hiding(link: string, parameter: string): string {
  const url = new URL(link);
  url.searchParams.set(parameter, 'hidden');
  return url.href;
}

/**
 * The payload as the Mail page may show it: a set-password link is its addressee's alone (anyone
 * holding it could take the account), and so are a visitor's signed manage, offer and pay links (anyone
 * holding one could cancel or move the meeting), so their tokens are hidden; the e-mail itself carries them.
 */
function shown(notification: Notification): EmailPayload {
  const payload = notification.payload as EmailPayload;
  const { mail } = payload;
  if (mail.template === 'account-invite')
    return { ...payload, mail: { ...mail, setupUrl: hiding(mail.setupUrl, 'token') } };
  if (
    (mail.template === 'meeting-received' ||
      mail.template === 'meeting-decided' ||
      mail.template === 'meeting-reminder' ||
      mail.template === 'meeting-paid') &&
    mail.extras
  ) {
    const { manageUrl, offers, pay } = mail.extras;
    const extras = {
      ...mail.extras,
      ...(manageUrl && { manageUrl: hiding(manageUrl, 't') }),
      ...(offers && { offers: offers.map((offer) => ({ ...offer, url: hiding(offer.url, 't') })) }),
      ...(pay && { pay: { ...pay, links: pay.links.map((link) => ({ ...link, href: hiding(link.href, 't') })) } }),
    };
    return { ...payload, mail: { ...mail, extras } };
  }
  return payload;
}

const badRequest = (reply: FastifyReply, issues: z.core.$ZodIssue[]) =>
  reply.code(400).send({ error: { type: 'INVALID_REQUEST', message: issues.map((i) => i.message).join('; ') } });
const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: { type: 'NOT_FOUND', message: 'No such notification' } });

/**
 * The Mail page's API (contracts.md, "Notifications"). Register it inside the staff API's
 * authenticated scope, whose hooks check the session and CSRF: it checks neither itself.
 */
export const notifyRoutes: FastifyPluginAsync<NotifyRoutesOptions> = async (
  app,
  { queue, nudgeSender, mailServer, resent, recipientFor = (_request, recipient) => recipient },
) => {
  /** The raw message as this reader may see it: no set-password token, a colleague's address only for admins. */
  const visibleMessage = async (request: FastifyRequest, notification: Notification) => {
    const raw = (await rawMessage(shown(notification))).toString('utf8');
    const recipient = recipientFor(request, notification.recipient);
    return recipient === notification.recipient ? raw : raw.replaceAll(notification.recipient, recipient);
  };

  app.get('/notifications', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error.issues);
    const items = queue
      .list({ status: query.data.status, before: query.data.cursor, limit: PAGE_SIZE })
      .map((item) => ({ ...item, recipient: recipientFor(request, item.recipient) }));
    return {
      items,
      nextCursor: items.length === PAGE_SIZE ? String(items[items.length - 1].id) : null,
      mailServer: mailServer?.(),
    };
  });

  app.get('/notifications/:id/message', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const notification = params.success ? queue.get(params.data.id) : undefined;
    if (!notification) return notFound(reply);
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    if (notification.channel === 'webhook') return (notification.payload as WebhookPayload).body;
    return visibleMessage(request, notification);
  });

  app.get('/notifications/:id/parts', async (request, reply): Promise<NotificationParts | undefined> => {
    const params = idParams.safeParse(request.params);
    const notification = params.success ? queue.get(params.data.id) : undefined;
    if (!notification) return notFound(reply);
    if (notification.channel === 'webhook') {
      const body = (notification.payload as WebhookPayload).body;
      return {
        from: '',
        to: recipientFor(request, notification.recipient),
        subject: notification.subject,
        date: '',
        text: body,
        html: null,
        attachments: [],
      };
    }
    // Read back from the very bytes that go out, so what staff see is what was sent.
    const parsed = await simpleParser(await visibleMessage(request, notification), {
      skipImageLinks: true,
      skipTextToHtml: true,
    });
    const addresses = (value: AddressObject | AddressObject[] | undefined) =>
      (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');
    return {
      from: addresses(parsed.from),
      to: addresses(parsed.to),
      subject: parsed.subject ?? '',
      date: parsed.date?.toISOString() ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : null,
      attachments: parsed.attachments.map((attachment) => attachment.filename ?? attachment.contentType),
    };
  });

  app.post('/notifications/:id/resend', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success || !queue.resend(params.data.id)) return notFound(reply);
    nudgeSender?.();
    resent?.(request, queue.get(params.data.id)!);
    return reply.code(204).send();
  });
};
