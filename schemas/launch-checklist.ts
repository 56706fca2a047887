import { z } from './zod';

/** `GET /staff/api/launch-checklist` (admins): what still stands between the site and its launch. */
export const launchChecklist = z.object({
  items: z.array(
    z.object({
      key: z.enum(['placeholders', 'samples', 'mail', 'backups', 'second-admin']),
      done: z.boolean(),
      title: z.string(),
      /** What is left, in plain words ("Phone, Helpline"); empty once done. */
      detail: z.string(),
      /** The back office page (below /staff) where it is fixed. */
      fixAt: z.string(),
    }),
  ),
});
export type LaunchChecklist = z.infer<typeof launchChecklist>;
export type LaunchCheckItem = LaunchChecklist['items'][number];
