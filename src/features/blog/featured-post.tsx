import { postPath, type PublicPost } from '@schemas/blog-post';
import type { liveBlog } from '@/content/blog';
import type { Locale } from '@/i18n/locale';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PostByline } from './post-byline';
import { PostCover } from './post-cover';

interface FeaturedPostProps {
  post: PublicPost;
  texts: typeof liveBlog;
  locale: Locale;
  label: string;
  categoryLabel: string;
  readLabel: string;
}

/** The blog's lead story: its cover (the page's largest paint) beside its title, summary, byline and reading time. */
export function FeaturedPost({ post, texts, locale, label, categoryLabel, readLabel }: FeaturedPostProps) {
  return (
    <article
      aria-labelledby="featured-title"
      lang={post.lang === locale ? undefined : post.lang}
      className="grid items-center overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-100 lg:grid-cols-2"
    >
      {/* The page's largest paint at every width (on a phone too it is in the first view): fetched at once. */}
      <div className="h-full">
        <PostCover
          priority
          cover={post.cover}
          alt={post.coverAlt}
          sizes="(min-width: 1024px) 38rem, 92vw"
          className="aspect-[4/3] h-full w-full object-cover"
        />
      </div>
      <div className="p-6 sm:p-10">
        <p className="flex flex-wrap items-center gap-2" lang={locale}>
          <span className="eyebrow">
            {label} · {categoryLabel}
          </span>
          {post.sample && <SampleBadge label={texts.sample} />}
        </p>
        <h2 id="featured-title" className="mt-2 break-words text-3xl sm:text-4xl">
          {post.title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{post.summary}</p>
        <PostByline
          post={post}
          texts={texts}
          locale={locale}
          className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft"
        />
        <a
          href={postPath(post)}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900"
          lang={locale}
        >
          {readLabel}
          <span className="sr-only">
            : <span lang={post.lang}>{post.title}</span>
          </span>
        </a>
      </div>
    </article>
  );
}
