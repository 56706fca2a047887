import type { CareerRecord } from '../../schemas/career-application';
import { postUpload, type UploadReply } from './post-upload';
import { samples } from './sample-files';

const attachmentOf = (reply: UploadReply) => {
  if (reply.status !== 200) throw new Error(`upload refused: ${JSON.stringify(reply.body)}`);
  return [{ url: String(reply.body.secure_url), filename: String(reply.body.display_name) }];
};

/**
 * Uploads the four files a Career record needs through the gateway's own upload API and answers
 * them as the form sends them: the gateway takes only attachments its uploads answered.
 */
export async function uploadCareerAttachments(
  gatewayUrl: string,
): Promise<Pick<CareerRecord, 'Resume/CV' | 'Cover Letter' | 'Headshot' | 'Citizenship'>> {
  const url = `${gatewayUrl}/v1_1/local/auto/upload`;
  const [cv, letter, photo, id] = await Promise.all([
    postUpload(url, 'cv.pdf', samples.pdf),
    postUpload(url, 'letter.pdf', samples.pdf),
    postUpload(url, 'me.png', samples.png),
    postUpload(url, 'citizenship.pdf', samples.pdf),
  ]);
  return {
    'Resume/CV': attachmentOf(cv),
    'Cover Letter': attachmentOf(letter),
    Headshot: attachmentOf(photo),
    Citizenship: attachmentOf(id),
  };
}
