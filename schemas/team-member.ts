import { z } from './zod';

export const teamTable = 'Team';

/** A Team record (spec section 3); only staff write it, anyone reads it. */
export const teamMember = z.strictObject({
  Name: z.string().trim().min(1).max(100),
  Role: z.string().trim().min(1).max(100),
  Image: z.array(z.object({ url: z.string().min(1).max(2048) }).loose()).min(1),
  About: z.string().max(5000).optional(),
  XLink: z.string().max(2048).optional(),
  LinkedInLink: z.string().max(2048).optional(),
  order: z.number().int(),
});

export type TeamMember = z.infer<typeof teamMember>;
