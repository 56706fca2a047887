import { controlCharacterIn, controlCharacterMessage } from './plain-text';
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
  // The Nepali page's texts; optional extra columns of the hosted Team table. Empty: /ne/team shows
  // the English one, marked as English.
  NameNe: z.string().trim().max(100).optional(),
  RoleNe: z.string().trim().max(100).optional(),
  AboutNe: z.string().max(5000).optional(),
});

export type TeamMember = z.infer<typeof teamMember>;

/**
 * A Team record as staff write it: no control characters (line breaks only in About). Pages read
 * stored records with `teamMember`, so one saved before this rule still shows.
 */
export const teamMemberInput = teamMember.superRefine((member, context) => {
  const refuse = (path: (string | number)[], text: string, lines = false) => {
    const code = controlCharacterIn(text, { lines });
    if (code) context.addIssue({ code: 'custom', path, message: controlCharacterMessage(code), input: text });
  };
  for (const [field, value] of Object.entries(member))
    if (typeof value === 'string') refuse([field], value, field.startsWith('About'));
  member.Image.forEach((image, i) => refuse(['Image', i, 'url'], image.url));
});

/** A member as the team page shows them: a valid Team record's fields and its id. */
export type ListedTeamMember = TeamMember & { id: string };

/** A member's place on the team page (`/team#<anchor>`): the blog links a post's author there. */
export const teamMemberAnchor = (member: Pick<ListedTeamMember, 'id'>) => `member-${member.id}`;

/**
 * The team page's members from Team records: each valid record, ascending by `order`; a malformed
 * record is skipped, not fatal. The browser and the gateway (which renders /team) read them alike.
 */
export function listedTeamMembers(records: readonly { id: string; fields: unknown }[]): ListedTeamMember[] {
  return records
    .flatMap((record) => {
      const parsed = teamMember.safeParse(record.fields);
      return parsed.success ? [{ ...parsed.data, id: record.id }] : [];
    })
    .sort((a, b) => a.order - b.order);
}
