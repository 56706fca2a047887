import { HiOutlineClock } from 'react-icons/hi2';
import { ButtonLink } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import type { featuredArticle } from '@/content/blog';

interface FeaturedArticleProps {
  article: typeof featuredArticle;
  href: string;
  readLabel: string;
}

/** The blog's lead story: a large picture beside its title, summary, date and reading time. */
export function FeaturedArticle({ article, href, readLabel }: FeaturedArticleProps) {
  return (
    <article aria-labelledby="featured-title" className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-100 lg:grid-cols-2">
      <Img {...article.img} className="h-full w-full object-cover" />
      <div className="p-6 sm:p-10">
        <p className="eyebrow">{article.label}</p>
        <h2 id="featured-title" className="mt-2 text-3xl sm:text-4xl">
          {article.title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{article.desc}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span>{article.author}</span>
          <time dateTime={article.dateTime}>{article.date}</time>
          <span className="inline-flex items-center gap-1">
            <HiOutlineClock aria-hidden="true" className="h-4 w-4" />
            {article.readTime}
          </span>
        </p>
        <ButtonLink to={href} className="mt-6">
          {readLabel}
        </ButtonLink>
      </div>
    </article>
  );
}
