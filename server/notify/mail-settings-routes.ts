import type { FastifyRequest } from 'fastify';
import {
  mailServerInput,
  webhookInput,
  type MailServerAnswer,
  type TestMailAnswer,
  type WebhookAnswer,
} from '../../schemas/mail-settings';
import type { z } from '../../schemas/zod';
import { adminsOnly } from '../staff/auth/staff-auth';
import { StaffApiError } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import { SecretKeyError } from '../settings/secret-box';
import type { OutgoingMail } from './outgoing-mail';
import { explainSmtpFailure } from './smtp-transports';

/** The body checked by `schema`, or 422 with the first problem in the words the page shows. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new StaffApiError(422, 'INVALID_REQUEST', result.error.issues[0].message);
}

const refused = (problem: string | undefined) => {
  if (problem) throw new StaffApiError(422, 'INVALID_REQUEST', problem);
};

const setInEnvironment = (what: string, variables: string) =>
  new StaffApiError(
    409,
    'SET_IN_ENVIRONMENT',
    `The ${what} is set in the gateway's environment (${variables}), which wins: change it there.`,
  );

/**
 * Mail settings (admins): the mail server (`/settings/mail`, and `/settings/mail/test` to send the
 * admin a test e-mail) and the notification webhook (`/settings/webhook`). Passwords and secrets
 * go in, never out. `testMail` is absent when notifications are switched off.
 */
export const mailSettingsRoutes =
  (
    outgoing: OutgoingMail,
    testMail: ((to: { name: string; address: string }, server: string) => Promise<void>) | undefined,
  ): StaffPlugin =>
  async (app, { context }) => {
    const audit = (request: FastifyRequest, action: string, detail: string) => () =>
      context.audit.write(request.staff.actor, { action, detail });

    app.get('/settings/mail', adminsOnly, async (): Promise<MailServerAnswer> => outgoing.mailAnswer());

    app.put('/settings/mail', adminsOnly, async (request): Promise<MailServerAnswer> => {
      if (outgoing.mailSource() === 'environment') throw setInEnvironment('mail server', 'SMTP_URL or SMTP_HOST');
      const input = parsed(mailServerInput, request.body);
      const detail = `${input.host}:${input.port} (${input.security})${input.password ? ', new password' : ''}`;
      refused(outgoing.saveMail(input, audit(request, 'changed mail server', detail)));
      return outgoing.mailAnswer();
    });

    app.delete('/settings/mail', adminsOnly, async (request): Promise<MailServerAnswer> => {
      if (outgoing.mailSource() === 'environment') throw setInEnvironment('mail server', 'SMTP_URL or SMTP_HOST');
      outgoing.clearMail(audit(request, 'removed mail server', 'e-mail is saved to disk'));
      return outgoing.mailAnswer();
    });

    app.post('/settings/mail/test', adminsOnly, async (request): Promise<TestMailAnswer> => {
      const { user } = request.staff;
      if (!user) throw new StaffApiError(422, 'INVALID_REQUEST', 'Sign in as a person to be sent a test e-mail');
      if (!testMail)
        throw new StaffApiError(409, 'NOTIFICATIONS_OFF', 'This gateway sends no e-mail (NOTIFICATIONS=0)');
      let target: string | undefined;
      try {
        target = outgoing.smtp()?.target;
      } catch (error) {
        if (!(error instanceof SecretKeyError)) throw error;
        return { sent: false, to: user.email, message: outgoing.mailAnswer().problem!, reply: error.message };
      }
      if (!target) throw new StaffApiError(409, 'NO_MAIL_SERVER', 'Set the mail server first, then send a test e-mail');
      try {
        await testMail({ name: user.name, address: user.email }, target);
      } catch (error) {
        request.log.warn({ err: error }, 'mail settings: the test e-mail failed');
        return { sent: false, to: user.email, ...explainSmtpFailure(error, target) };
      }
      return { sent: true, to: user.email };
    });

    app.get('/settings/webhook', adminsOnly, async (): Promise<WebhookAnswer> => outgoing.webhookAnswer());

    app.put('/settings/webhook', adminsOnly, async (request): Promise<WebhookAnswer> => {
      if (outgoing.webhookAnswer().source === 'environment') throw setInEnvironment('webhook', 'NOTIFY_WEBHOOK_URL');
      const input = parsed(webhookInput, request.body);
      const detail = `${new URL(input.url).origin}${input.secret ? ', new secret' : ''}`;
      refused(outgoing.saveWebhook(input, audit(request, 'changed notification webhook', detail)));
      return outgoing.webhookAnswer();
    });

    app.delete('/settings/webhook', adminsOnly, async (request): Promise<WebhookAnswer> => {
      if (outgoing.webhookAnswer().source === 'environment') throw setInEnvironment('webhook', 'NOTIFY_WEBHOOK_URL');
      outgoing.clearWebhook(audit(request, 'removed notification webhook', 'no webhook calls'));
      return outgoing.webhookAnswer();
    });
  };
