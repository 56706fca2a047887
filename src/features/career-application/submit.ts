// What only a submit needs (zod, axios): loaded on first focus, so the page is interactive sooner.
import { attachmentFields, type AttachmentField } from '@schemas/attachment-fields';
import { careerTable, type CareerAnswers } from '@schemas/career-application';
import type { StepReporter } from '@/components/ui/form/use-schema-form';
import { createRecord, uploadFile } from '@/lib/api-client';

export { careerAnswers as schema } from '@schemas/career-application';

export interface Attachment {
  url: string;
  filename: string;
}

/** What the form sends besides the answers: the chosen files, and how to show the upload. */
export interface CareerFiles {
  /** The chosen file per attachment field (the form checks that none is missing). */
  files: Record<AttachmentField, File | null>;
  /** Files already on the file host, so a retry sends only what has not arrived yet. */
  uploaded: Map<AttachmentField, { file: File; attachment: Attachment }>;
  onProgress: (field: AttachmentField, fraction: number) => void;
  /** Called as each file starts uploading, so a refusal can be put on its field. */
  onUpload: (field: AttachmentField) => void;
  /** The steps' names in the page's language. */
  steps: { saving: string; uploading: (field: AttachmentField) => string };
}

/** Uploads one attachment; the record stores the host's URL and display name. */
async function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<Attachment> {
  const result = await uploadFile(file, onProgress);
  return { url: result.url, filename: result.display_name || file.name };
}

/** Uploads each attachment not uploaded yet, then saves the record with their addresses. */
export async function send(
  answers: CareerAnswers,
  honeypot: string,
  step: StepReporter,
  { files, uploaded, onProgress, onUpload, steps }: CareerFiles,
) {
  const attachments = {} as Record<AttachmentField, Attachment[]>;
  for (const field of attachmentFields) {
    const file = files[field]!;
    if (uploaded.get(field)?.file !== file) {
      step(steps.uploading(field));
      onUpload(field);
      const attachment = await uploadAttachment(file, (fraction) => onProgress(field, fraction));
      uploaded.set(field, { file, attachment });
    }
    onProgress(field, 1);
    attachments[field] = [uploaded.get(field)!.attachment];
  }
  step(steps.saving);
  await createRecord(careerTable, { ...answers, ...attachments }, honeypot);
}
