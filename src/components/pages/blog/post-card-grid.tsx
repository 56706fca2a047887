import { Link } from '@/i18n/localized-link';
import { Img } from '@/components/ui/img';
import type { BlogCard } from '@/content/blog';
import { cn } from '@/lib/cn';

interface PostCardGridProps {
  posts: readonly (BlogCard & { lang?: string })[];
  href: string;
  readLabel: string;
  columns?: 3 | 5;
}

/** Article cards: picture, optional tag, title, summary and a link to the article. */
export function PostCardGrid({ posts, href, readLabel, columns = 3 }: PostCardGridProps) {
  return (
    <ul className={cn('grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5')}>
      {posts.map((post) => (
        <li key={post.id}>
          {/* A card whose title names its language (the search results, in three) is laid out only
              once it nears the window, so a Nepali or Hindi title far down an English page does not
              make the first paint wait for the Devanagari font. The height stands in until then. */}
          <article
            aria-labelledby={`${post.id}-title`}
            className={cn(
              'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-100',
              post.lang && 'render-when-near [contain-intrinsic-block-size:auto_32rem]',
            )}
          >
            <Img {...post.img} className="aspect-[4/3] h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-5">
              {post.tag && (
                <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {post.tag}
                </p>
              )}
              <h3 id={`${post.id}-title`} lang={post.lang} className="mt-3 text-lg">
                {post.title}
              </h3>
              <p className="mt-2 flex-1 text-[0.95rem] text-ink-muted">{post.desc}</p>
              <Link
                to={href}
                className="mt-4 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                {readLabel}
                <span className="sr-only">
                  : <span lang={post.lang}>{post.title}</span>
                </span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
