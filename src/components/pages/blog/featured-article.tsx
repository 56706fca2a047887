import { ButtonLink } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import type { featuredArticle } from '@/content/blog';
import { ReadingMeta } from './reading-meta';

interface FeaturedArticleProps {
  article: typeof featuredArticle;
  href: string;
  readLabel: string;
}

/** The blog's lead story: a large picture (the page's largest paint) beside its title, summary, date and reading time. */
export function FeaturedArticle({ article, href, readLabel }: FeaturedArticleProps) {
  return (
    <article
      aria-labelledby="featured-title"
      className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-100 lg:grid-cols-2"
    >
      <Img {...article.img} priority className="h-full w-full object-cover" />
      <div className="p-6 sm:p-10">
        <p className="eyebrow">{article.label}</p>
        <h2 id="featured-title" className="mt-2 text-3xl sm:text-4xl">
          {article.title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{article.desc}</p>
        <ReadingMeta
          date={article.date}
          dateTime={article.dateTime}
          readTime={article.readTime}
          lead={<span>{article.author}</span>}
          className="mt-4"
        />
        <ButtonLink to={href} className="mt-6">
          {readLabel}
        </ButtonLink>
      </div>
    </article>
  );
}
