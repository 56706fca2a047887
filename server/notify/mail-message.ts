import MailComposer from 'nodemailer/lib/mail-composer';
import type { EmailPayload } from './notification-queue';

/** The nodemailer message for a queued e-mail: never reads a file or URL, whatever the payload says. */
export const mailOptions = (payload: EmailPayload) => ({
  ...payload,
  date: new Date(payload.date),
  disableFileAccess: true,
  disableUrlAccess: true,
});

/** The whole RFC 822 message, as the mail server receives it (MIME boundaries aside). */
export const rawMessage = (payload: EmailPayload): Promise<Buffer> =>
  new MailComposer(mailOptions(payload)).compile().build();
