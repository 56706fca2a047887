import {
  postCategoryInput,
  postCategoryMove,
  type PostCategoriesAnswer,
  type PostCategoryView,
} from '../../../schemas/blog-category';
import type { z } from '../../../schemas/zod';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { Actor } from '../../staff/audit-log';
import type { StaffPlugin } from '../../staff/staff-context';
import type { PostCategoryStore, StoredPostCategory } from './post-category-store';
import type { PostStore } from './post-store';

type KeyParams = { Params: { key: string } };

/** The names' messages name their field themselves (`Name in Nepali: required`). */
function parseNames(body: unknown): z.infer<typeof postCategoryInput> {
  const parsed = postCategoryInput.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue.code === 'invalid_type' && issue.path.length === 0 ? 'Send the names' : issue.message;
  throw new StaffApiError(422, 'INVALID_REQUEST', message);
}

/**
 * The blog's categories under /staff/api/content/post-categories, for whoever edits posts: list
 * (with how many posts each holds), add, rename, move up or down, delete (refused while posts use
 * it). Each change and its audit entry are one transaction.
 */
export const postCategoryRoutes =
  (categories: PostCategoryStore, posts: PostStore): StaffPlugin =>
  async (app, { context }) => {
    const list = (): PostCategoriesAnswer => {
      const counts = posts.countsByCategory();
      return { items: categories.all().map((category) => view(category, counts)) };
    };
    const view = (category: StoredPostCategory, counts = posts.countsByCategory()): PostCategoryView => ({
      ...category,
      posts: counts.get(category.key) ?? 0,
    });
    const audited = (actor: Actor, action: string) => (category: StoredPostCategory) =>
      context.audit.write(actor, {
        action,
        recordId: category.key,
        detail: `${category.name} / ${category.nameNe}`,
      });
    const found = <T>(category: T | undefined) => {
      if (!category) throw notFound('No such category: reload the list');
      return category;
    };

    app.get('/content/post-categories', async () => list());

    app.post('/content/post-categories', async (request, reply) => {
      const category = categories.add(parseNames(request.body), audited(request.staff.actor, 'added blog category'));
      return reply.code(201).send(view(category));
    });

    app.put<KeyParams>('/content/post-categories/:key', async (request) => {
      const names = parseNames(request.body);
      return view(
        found(categories.rename(request.params.key, names, audited(request.staff.actor, 'renamed blog category'))),
      );
    });

    app.post<KeyParams>('/content/post-categories/:key/move', async (request) => {
      const move = parseInput(postCategoryMove, request.body);
      found(
        categories.move(
          request.params.key,
          move,
          audited(request.staff.actor, `moved blog category ${move.direction}`),
        ),
      );
      return list();
    });

    app.delete<KeyParams>('/content/post-categories/:key', async (request, reply) => {
      found(
        categories.delete(
          request.params.key,
          (key) => posts.countsByCategory().get(key) ?? 0,
          audited(request.staff.actor, 'deleted blog category'),
        ),
      );
      return reply.code(204).send();
    });
  };
