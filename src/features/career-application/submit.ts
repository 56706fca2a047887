// What only a submit needs (zod, axios): loaded on first focus, so the page is interactive sooner.
import { careerTable, type CareerRecord } from '@schemas/career-application';
import { createRecord, uploadFile } from '@/lib/api-client';

export { careerAnswers as schema } from '@schemas/career-application';

export interface Attachment {
  url: string;
  filename: string;
}

/** Uploads one attachment; the record stores the host's URL and display name. */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<Attachment> {
  const result = await uploadFile(file, onProgress);
  return { url: result.url, filename: result.display_name || file.name };
}

export async function send(record: CareerRecord, honeypot: string) {
  await createRecord(careerTable, record, honeypot);
}
