/** The Career record's four attachments, in upload order (zod-free, so forms can load it eagerly). */
export const attachmentFields = ['Resume/CV', 'Cover Letter', 'Headshot', 'Citizenship'] as const;
export type AttachmentField = (typeof attachmentFields)[number];
