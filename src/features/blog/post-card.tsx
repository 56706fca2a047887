import { postPath, type PublicPost } from '@schemas/blog-post';
import type { Locale } from '@/i18n/locale';
import type { liveBlog } from '@/content/blog';
import { PostByline } from './post-byline';
import { LeadCover } from './lead-cover';
import { PostCover } from './post-cover';
import { SampleBadge } from '@/components/ui/sample-badge';

interface PostCardProps {
  post: PublicPost;
  texts: typeof liveBlog;
  categoryLabel: string;
  locale: Locale;
  /** The page's lead (the first card of a list with no featured post above it): see `LeadCover`. */
  first: boolean;
  /** Its heading's id starts so: a post shown in two sections of a page has one id in each. */
  idPrefix?: string;
}

const coverClass = 'aspect-[4/3] h-auto w-full object-cover';

/**
 * One published post: cover, category (its tag), its language where it is not the page's, title
 * (linking to its page), summary, author, date and reading time.
 */
export function PostCard({ post, texts, categoryLabel, locale, first, idPrefix = 'post' }: PostCardProps) {
  const id = `${idPrefix}-${post.lang}-${post.slug}`;
  const cover = {
    cover: post.cover,
    alt: post.coverAlt,
    sizes: '(min-width: 1024px) 24rem, (min-width: 768px) 45vw, 92vw',
  };
  return (
    <article
      aria-labelledby={id}
      lang={post.lang === locale ? undefined : post.lang}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-100 focus-within:ring-2 focus-within:ring-brand-700"
    >
      {first ? <LeadCover {...cover} className={coverClass} /> : <PostCover {...cover} className={coverClass} />}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
            {categoryLabel}
          </span>
          {post.lang !== locale && (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-ink" lang={locale}>
              {texts.languageNames[post.lang]}
            </span>
          )}
          {post.sample && <SampleBadge label={texts.sample} />}
        </p>
        <h3 id={id} className="mt-3 text-lg">
          <a
            href={postPath(post)}
            hrefLang={post.lang === locale ? undefined : post.lang}
            className="after:absolute after:inset-0 hover:text-brand-700 focus:outline-none"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-[0.95rem] text-ink-muted">{post.summary}</p>
        <PostByline
          post={post}
          texts={texts}
          locale={locale}
          className="mt-4 flex flex-wrap gap-x-3 text-sm text-ink-soft"
        />
      </div>
    </article>
  );
}
