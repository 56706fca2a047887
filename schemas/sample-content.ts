import { z } from './zod';

const sampleCount = z.object({
  /** The kind's key (`posts`, `events` …). */
  kind: z.string(),
  /** What they are, plural, in plain words ("blog posts"). */
  label: z.string(),
  count: z.number().int(),
});
export type SampleCount = z.infer<typeof sampleCount>;

/** `GET /staff/api/samples` (admins): the samples still in place, and the last removal while it can be undone. */
export const sampleContentStatus = z.object({
  samples: z.array(sampleCount),
  removal: z
    .object({
      removedAt: z.string(),
      removedBy: z.string().nullable(),
      /** Until when "Bring the samples back" works (30 days after the removal). */
      undoUntil: z.string(),
      removed: z.array(sampleCount),
    })
    .nullable(),
});
export type SampleContentStatus = z.infer<typeof sampleContentStatus>;

/** `POST /staff/api/samples/remove` and `/samples/restore`: how many items went (or came back), and the new status. */
export const sampleChangeAnswer = z.object({ changed: z.number().int(), status: sampleContentStatus });
export type SampleChangeAnswer = z.infer<typeof sampleChangeAnswer>;
