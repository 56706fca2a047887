import { subscriberItem } from './follow';
import { z } from './zod';

/**
 * How long personal data is kept, in months after the last change to a submission (its arrival,
 * a status, assignee, note or decision). The gateway's defaults (RETENTION_*_MONTHS) and the
 * privacy page's text both come from here, so the page states what the gateway does by default.
 */
export const defaultRetentionMonths = {
  Career: 12,
  'Request-Callback': 24,
  Meeting: 24,
} as const;

/** Days a backup is kept by default (BACKUP_KEEP): deleted data leaves the backups within this time. */
export const defaultBackupKeepDays = 14;

/** `GET /staff/api/people?q=`, `GET /staff/api/people/export?q=`, `POST /staff/api/people/delete {q}` (admins). */
export const personQuery = z.object({
  q: z.string().trim().min(1, { error: 'Give an e-mail address or a phone number' }).max(200),
});
export const personRecord = z.object({
  table: z.string(),
  id: z.string(),
  createdTime: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
/**
 * What an erasure does to the hosted mirror, when one is configured: `tableCopies` copies in the
 * hosted table are deleted by a job, retried until the hosted table answers; the file host's upload
 * API cannot delete, so `hostedFiles` lists the addresses staff delete in its console.
 */
export const mirrorErasure = z.object({ tableCopies: z.number().int(), hostedFiles: z.array(z.string()) });
export type MirrorErasure = z.infer<typeof mirrorErasure>;
/** `subscription`: the blog follower with that e-mail address, when there is one; `mirror`: what deleting does upstream. */
export const personSearchAnswer = z.object({
  records: z.array(personRecord),
  subscription: subscriberItem.nullable(),
  mirror: mirrorErasure.optional(),
});
export type PersonSearchAnswer = z.infer<typeof personSearchAnswer>;
export const personDeleteAnswer = z.object({
  records: z.number().int(),
  files: z.number().int(),
  subscriptions: z.number().int(),
  mirror: mirrorErasure.optional(),
});
export type PersonDeleteAnswer = z.infer<typeof personDeleteAnswer>;
