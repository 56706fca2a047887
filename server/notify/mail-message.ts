import MailComposer from 'nodemailer/lib/mail-composer';
import { composeMail } from './messages/compose-mail';
import type { EmailPayload } from './notification-queue';

/** The bytes of one of the site's `/images/…` files (the media pipeline's), or undefined when it has none. */
export type ImageReader = (image: string) => Promise<Buffer | undefined>;

/**
 * The nodemailer message for a queued e-mail: never reads a file or URL, whatever it holds; an
 * inline image's bytes come from `readImage` only (an image gone meanwhile is left out).
 */
export async function mailOptions(payload: EmailPayload, readImage: ImageReader = async () => undefined) {
  const date = new Date(payload.date);
  const { inlineImages, invitation, unsubscribe, ...mail } = composeMail(payload.mail, date, payload.company);
  const attachments = [];
  // Twice, as calendar apps look for it: the message's calendar part (Outlook, Gmail's RSVP buttons)
  // and a file (the rest). nodemailer's own icalEvent would type the file application/ics.
  const calendarType = invitation && `text/calendar; charset=utf-8; method=${invitation.method}`;
  if (invitation)
    attachments.push({ filename: invitation.filename, content: invitation.content, contentType: calendarType });
  for (const { cid, filename, image } of inlineImages ?? []) {
    const content = await readImage(image);
    if (content)
      attachments.push({ cid, filename, content, contentType: image.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  }
  return {
    from: payload.from,
    to: payload.to,
    messageId: payload.messageId,
    date,
    ...mail,
    ...(invitation && { alternatives: [{ contentType: calendarType, content: invitation.content }] }),
    ...(attachments.length > 0 && { attachments }),
    // Sent by the system, not a person: no out-of-office answers to it (RFC 3834).
    headers: {
      'Auto-Submitted': 'auto-generated',
      // A follower's message: one List-Unsubscribe with both ways, and the one-click POST (RFC 2369, RFC 8058).
      ...(unsubscribe && {
        'List-Unsubscribe': [unsubscribe.url, unsubscribe.mailto]
          .flatMap((address) => (address ? [`<${address}>`] : []))
          .join(', '),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The whole RFC 822 message, as the mail server receives it (MIME boundaries aside). */
export const rawMessage = async (payload: EmailPayload, readImage?: ImageReader): Promise<Buffer> =>
  new MailComposer(await mailOptions(payload, readImage)).compile().build();
