import { careerOpeningInput, type CareerOpeningInput, type CareerOpeningView } from '../../../schemas/career-opening';
import { z } from '../../../schemas/zod';
import { frontMatterProblem, joinFrontMatter, readItemFile, type ContentKind } from '../content-kind';
import { OpeningStore } from './opening-store';

/**
 * An opening's front matter (`id` is its key, `order` its place on /career from 1); the body is its
 * English description. The rules are the editor's (schemas/career-opening.ts).
 */
const frontMatter = z.object({
  id: z.string().regex(/^[0-9a-f]{20}$/, 'twenty characters 0-9 and a-f, as the back office made it'),
  title: z.string(),
  title_ne: z.string().optional(),
  description_ne: z.string().optional(),
  type: z.string(),
  location: z.string(),
  closes_on: z.string().optional(),
  open: z.boolean(),
  order: z.number().int().min(1),
});
type FrontMatter = z.infer<typeof frontMatter>;

/** The editor's names for the fields the front matter spells its own way, so a message names the key the writer wrote. */
const writtenAs: Record<string, string> = {
  titleNe: 'title_ne',
  descriptionNe: 'description_ne',
  closesOn: 'closes_on',
};
const inWritersKeys = (error: z.ZodError) =>
  new z.ZodError(
    error.issues.map((issue) => ({
      ...issue,
      path: issue.path.map((key) => (typeof key === 'string' && writtenAs[key]) || key),
    })),
  );

const unchanged = (current: CareerOpeningView, data: CareerOpeningInput, position: number) =>
  JSON.stringify(careerOpeningInput.parse(current)) === JSON.stringify(data) && current.position === position;

/** Career openings as `openings/<id>.md`, closed ones too, in staff's order. */
export const openingKind: ContentKind = {
  folder: 'openings',

  exportAll: ({ db }) =>
    new OpeningStore(db).all().map((item, index) => {
      const fields: FrontMatter = {
        id: item.id,
        title: item.title,
        ...(item.titleNe && { title_ne: item.titleNe }),
        ...(item.descriptionNe && { description_ne: item.descriptionNe }),
        type: item.type,
        location: item.location,
        ...(item.closesOn && { closes_on: item.closesOn }),
        open: item.open,
        order: index + 1,
      };
      return {
        file: `${item.id}.md`,
        text: joinFrontMatter(fields, item.description ? `${item.description}\n` : ''),
        media: [],
      };
    }),

  async importItem({ db }, file, text, _readMedia, claim) {
    const { fields, body, written } = readItemFile(file, text, frontMatter);
    claim(`id ${fields.id}`);
    const item = {
      title: fields.title,
      titleNe: fields.title_ne ?? '',
      description: body.trim(),
      descriptionNe: fields.description_ne ?? '',
      type: fields.type,
      location: fields.location,
      closesOn: fields.closes_on ?? null,
      open: fields.open,
    };
    const input = careerOpeningInput.safeParse(item);
    if (!input.success) throw frontMatterProblem(file, inWritersKeys(input.error), written);
    const store = new OpeningStore(db);
    const current = store.get(fields.id);
    const position = fields.order - 1;
    if (current && unchanged(current, input.data, position)) return 'unchanged';
    store.put(fields.id, input.data, position);
    return current ? 'updated' : 'created';
  },
};
