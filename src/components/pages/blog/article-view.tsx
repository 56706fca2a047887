import { HiArrowLeft } from 'react-icons/hi2';
import { Link } from '@/i18n/localized-link';
import { Img } from '@/components/ui/img';
import type { sampleArticle } from '@/content/blog';
import { Prose } from '@/components/blocks/prose';
import { ReadingMeta } from './reading-meta';

interface ArticleViewProps {
  article: typeof sampleArticle;
}

/** A single article: title (the page's h1), author, date and body (the page's follow form comes after it). */
export function ArticleView({ article }: ArticleViewProps) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <Link
        to={article.back.to}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <HiArrowLeft aria-hidden="true" className="h-4 w-4" />
        {article.back.label}
      </Link>
      <p className="eyebrow mt-8">{article.eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{article.title}</h1>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-y border-slate-200 py-4">
        <div className="flex items-center gap-3">
          <Img {...article.authorImage} className="h-12 w-12 rounded-full" />
          <div>
            <p className="font-semibold text-ink">{article.author}</p>
            <ReadingMeta date={article.date} dateTime={article.dateTime} readTime={article.readTime} />
          </div>
        </div>
      </div>
      <Img {...article.img} priority className="mt-8 h-auto w-full rounded-3xl" />
      <Prose paragraphs={article.paragraphs} className="mt-8 leading-8" />
    </article>
  );
}
