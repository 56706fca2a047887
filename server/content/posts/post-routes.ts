import { postInput, postPath, postStateChange, type PostView } from '../../../schemas/blog-post';
import { z } from '../../../schemas/zod';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { Actor } from '../../staff/audit-log';
import type { StaffPlugin } from '../../staff/staff-context';
import { registerItemRoutes } from '../item-routes';
import type { MediaStore } from '../media/media-store';
import type { PostCategoryStore } from './post-category-store';
import { editable, postState, type PostStore, type StoredPost } from './post-store';
import { renderMarkdown } from './render-markdown';

type IdParams = { Params: { id: string } };
const staffApiPosts = '/staff/api/content/posts';

/** A post's preview page: a private address under the staff API, opened with the staff session. */
export const previewPath = (id: string) => `${staffApiPosts}/${id}/preview`;

export interface PostRoutesOptions {
  posts: PostStore;
  /** A post's category must be one of these. */
  categories: PostCategoryStore;
  media: MediaStore;
  now: () => number;
  /** The post's page as visitors will see it, marked noindex (the preview). */
  preview: (post: StoredPost) => Promise<string | undefined>;
  /** A post published (or scheduled) for the first time: its followers hear of it. Called in the publishing transaction. */
  firstPublished?: (post: StoredPost) => void;
  /** Removes the kind's shipped samples as one undoable removal (server/samples/), answering how many. */
  removeSamples: (actor: Actor) => number;
}

const view = (post: StoredPost, now: number): PostView => ({
  id: post.id,
  ...editable(post),
  state: postState(post, now),
  publishAt: post.publishAt,
  sample: post.sample,
  updatedAt: post.updatedAt,
  previewUrl: previewPath(post.id),
  url: postPath(post),
});

const markdownPreview = z.object({ body: z.string().max(100_000) });
const restoreParams = z.object({ id: z.string(), revision: z.coerce.number().int().positive() });

/** The blog editor's API under /staff/api/content/posts: save (each save a revision), state, preview, restore, delete. */
export const postRoutes =
  ({ posts, categories, media, now, preview, firstPublished, removeSamples }: PostRoutesOptions): StaffPlugin =>
  async (app, { context }) => {
    const { audit, accounts } = context;
    const find = registerItemRoutes(app, audit, {
      path: '/content/posts',
      noun: 'post',
      store: posts,
      save(id, body, actor) {
        const input = parseInput(postInput, body);
        if (!categories.get(input.category))
          throw new StaffApiError(
            422,
            'INVALID_REQUEST',
            'category: that category no longer exists (it may have just been deleted); choose another',
          );
        const account = input.authorId ? accounts.get(input.authorId) : undefined;
        if (input.authorId && !account)
          throw new StaffApiError(422, 'INVALID_REQUEST', 'authorId: no such staff account');
        const authorName = account?.name ?? input.authorName?.trim();
        if (!authorName)
          throw new StaffApiError(422, 'INVALID_REQUEST', 'author: choose a staff member or type a name');
        if ('media' in input.cover && !media.get(input.cover.media.id))
          throw new StaffApiError(422, 'INVALID_REQUEST', 'cover: upload the cover image again');
        if (input.twinId) {
          const twin = posts.get(input.twinId);
          if (!twin || twin.id === id) throw new StaffApiError(422, 'INVALID_REQUEST', 'twinId: no such post');
          if (twin.lang === input.lang)
            throw new StaffApiError(422, 'INVALID_REQUEST', 'twinId: a twin is the same post in the other language');
        }
        return posts.save(id, { ...input, authorName }, actor.name);
      },
      view: (post) => view(post, now()),
      detail: (post) => post.title,
      removeSamples,
      readOne: true,
    });

    app.post<IdParams>('/content/posts/:id/state', async (request) => {
      const change = parseInput(postStateChange, request.body);
      find(request.params.id);
      const post = posts.setState(request.params.id, change, firstPublished)!;
      audit.write(request.staff.actor, {
        action: `${change.action === 'unpublish' ? 'unpublished' : change.action === 'publish' ? 'published' : 'scheduled'} post`,
        recordId: post.id,
        detail: change.action === 'schedule' ? `${post.title} at ${post.publishAt}` : post.title,
      });
      return view(post, now());
    });

    app.get<IdParams>('/content/posts/:id/revisions', async (request) => {
      find(request.params.id);
      return { items: posts.revisions(request.params.id) };
    });

    app.post<{ Params: { id: string; revision: string } }>(
      '/content/posts/:id/revisions/:revision/restore',
      async (request) => {
        const { id, revision } = parseInput(restoreParams, request.params);
        find(id);
        const post = posts.restore(id, revision, request.staff.actor.name);
        if (!post) throw notFound('No such revision');
        audit.write(request.staff.actor, { action: 'restored post', recordId: id, detail: `revision ${revision}` });
        return view(post, now());
      },
    );

    app.post('/content/posts/render', async (request) => {
      const { body } = parseInput(markdownPreview, request.body);
      return { html: renderMarkdown(body, { image: (id) => media.get(id) }) };
    });

    app.get<IdParams>('/content/posts/:id/preview', async (request, reply) => {
      const html = await preview(find(request.params.id));
      reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'same-origin');
      if (!html)
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The site is not built with its server bundle; run npm run build to preview posts.');
      return reply.type('text/html; charset=utf-8').send(html);
    });
  };
