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
  const { inlineImages, ...mail } = composeMail(payload.mail, date, payload.company);
  const attachments = [];
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
    ...(attachments.length > 0 && { attachments }),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The whole RFC 822 message, as the mail server receives it (MIME boundaries aside). */
export const rawMessage = async (payload: EmailPayload, readImage?: ImageReader): Promise<Buffer> =>
  new MailComposer(await mailOptions(payload, readImage)).compile().build();
