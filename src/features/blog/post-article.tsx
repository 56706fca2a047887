import type { PublicPost } from '@schemas/blog-post';
import { localizedPath, type Locale } from '@/i18n/locale';
import type { liveBlog } from '@/content/blog';
import { PostCover } from './post-cover';
import { PostByline } from './post-byline';
import { SampleBadge } from '@/components/ui/sample-badge';

interface PostArticleProps {
  post: PublicPost;
  locale: Locale;
  texts: typeof liveBlog;
  backLabel: string;
}

/** Markdown's elements styled as body copy (the sanitised HTML carries no classes of its own). */
const bodyClass = [
  'mt-8 text-lg leading-8 text-ink-muted',
  '[&_p]:mt-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:font-bold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-white',
  '[&_code]:break-words [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2',
].join(' ');

/** A published post's own page: title (the page's h1), category, author, date, cover and body. */
export function PostArticle({ post, locale, texts, backLabel }: PostArticleProps) {
  return (
    <article lang={post.lang === locale ? undefined : post.lang} className="container-page max-w-3xl py-12 sm:py-16">
      <a href={localizedPath('/blog', locale)} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
        ← {backLabel}
      </a>
      <p className="mt-8 flex flex-wrap items-center gap-2">
        <span className="eyebrow">{post.categoryName}</span>
        {post.sample && <SampleBadge label={texts.sample} />}
      </p>
      <h1 className="mt-2 break-words text-4xl sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-xl text-ink-muted">{post.summary}</p>
      {/* The byline's row, where the post's actions (following the blog) stand beside it. */}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
        <PostByline
          post={post}
          texts={texts}
          locale={locale}
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft"
          authorClassName="font-semibold text-ink"
        />
      </div>
      <PostCover
        cover={post.cover}
        alt={post.coverAlt}
        sizes="(min-width: 48rem) 46rem, 92vw"
        priority
        className="mt-8 h-auto w-full rounded-3xl"
      />
      <div className={bodyClass} dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.twinPath && (
        <p className="mt-10">
          <a
            href={post.twinPath}
            hrefLang={post.lang === 'en' ? 'ne' : 'en'}
            className="font-semibold text-brand-700 underline"
          >
            {texts.twin}
          </a>
        </p>
      )}
    </article>
  );
}
