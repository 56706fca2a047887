import MailComposer from 'nodemailer/lib/mail-composer';
import { composeMail } from './messages/compose-mail';
import type { EmailPayload } from './notification-queue';

/** The nodemailer message for a queued e-mail: never reads a file or URL, whatever it holds. */
export function mailOptions(payload: EmailPayload) {
  const date = new Date(payload.date);
  return {
    from: payload.from,
    to: payload.to,
    messageId: payload.messageId,
    date,
    ...composeMail(payload.mail, date, payload.company),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The whole RFC 822 message, as the mail server receives it (MIME boundaries aside). */
export const rawMessage = (payload: EmailPayload): Promise<Buffer> =>
  new MailComposer(mailOptions(payload)).compile().build();
