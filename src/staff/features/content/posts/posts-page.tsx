import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { postLanguageNames, type PostView } from '@schemas/blog-post';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { formatShort } from '../../../lib/format-time';
import { DeleteSamples } from '../delete-samples';
import { deleteSamples, fetchPosts, postsKey } from './posts-api';
import { PostStateBadge } from './post-state-badge';

/** Every post, newest change first, with its state; the shipped samples can go in one action. */
export default function PostsPage() {
  const posts = useQuery<PostView[], ApiError>({ queryKey: postsKey, queryFn: fetchPosts });
  const samples = posts.data?.filter((post) => post.sample).length ?? 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Blog posts">
        <Link
          to="/content/posts/new"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          New post
        </Link>
      </PageHeading>
      <DeleteSamples
        count={samples}
        noun="posts"
        consequence={'Their pages will answer "gone" (410), and they leave /blog, the feeds and the sitemap.'}
        remove={deleteSamples}
        listKey={postsKey}
      />
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <LoadError what="The posts" error={posts.error} />
      ) : posts.data.length === 0 ? (
        <p className="text-ink-muted">No posts yet.</p>
      ) : (
        <ul aria-label="Posts" className="flex flex-col gap-2">
          {posts.data.map((post) => (
            <li key={post.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <PostStateBadge state={post.state} publishAt={post.publishAt} />
                {post.sample && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Sample</span>
                )}
                <span className="text-xs text-ink-soft">
                  {postLanguageNames[post.lang]} · {post.category} · changed {formatShort(post.updatedAt)}
                </span>
              </div>
              <Link
                to={`/content/posts/${post.id}`}
                lang={post.lang}
                className="mt-1 block break-words text-lg font-bold text-brand-900 underline-offset-2 hover:underline"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
