import { useQuery } from '@tanstack/react-query';
import type { MailServerAnswer, WebhookAnswer } from '@schemas/mail-settings';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { EnvironmentNotice } from './environment-notice';
import { fetchMailServer, fetchWebhook, mailServerKey, webhookKey } from './mail-settings-api';
import { MailServerForm } from './mail-server-form';
import { TestMailButton } from './test-mail-button';
import { WebhookForm } from './webhook-form';

/** A saved password or secret the gateway cannot read any more (its key changed). */
const Problem = ({ text }: { text?: string }) =>
  text ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-700">
      {text}
    </p>
  ) : null;

/** Admins: the mail server every e-mail leaves through, a test e-mail, and the notification webhook. */
export default function MailSettingsPage() {
  const mail = useQuery<MailServerAnswer, ApiError>({ queryKey: mailServerKey, queryFn: fetchMailServer });
  const webhook = useQuery<WebhookAnswer, ApiError>({ queryKey: webhookKey, queryFn: fetchWebhook });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHeading title="Mail settings" />
      <section aria-labelledby="mail-server-heading" className="flex flex-col gap-3">
        <h2 id="mail-server-heading" className="text-lg font-semibold text-ink">
          Outgoing mail
        </h2>
        <p className="text-ink-muted">
          Every e-mail the website sends leaves through this server: visitors&apos; confirmations, staff notifications
          and invitations. Until one is set, e-mail is only saved on the server and nobody receives it.
        </p>
        {mail.isPending ? (
          <Loading />
        ) : mail.isError ? (
          <LoadError what="The mail settings" error={mail.error} />
        ) : mail.data.source === 'environment' ? (
          <>
            <EnvironmentNotice
              what="mail server"
              variables="SMTP_URL or SMTP_HOST"
              target={mail.data.environmentTarget}
            />
            <TestMailButton />
          </>
        ) : (
          <>
            <Problem text={mail.data.problem} />
            <MailServerForm saved={mail.data} />
          </>
        )}
      </section>
      <section aria-labelledby="webhook-heading" className="flex flex-col gap-3">
        <h2 id="webhook-heading" className="text-lg font-semibold text-ink">
          Notification webhook
        </h2>
        {webhook.isPending ? (
          <Loading />
        ) : webhook.isError ? (
          <LoadError what="The webhook settings" error={webhook.error} />
        ) : webhook.data.source === 'environment' ? (
          <EnvironmentNotice what="webhook" variables="NOTIFY_WEBHOOK_URL" />
        ) : (
          <>
            <Problem text={webhook.data.problem} />
            <WebhookForm saved={webhook.data} />
          </>
        )}
      </section>
    </div>
  );
}
