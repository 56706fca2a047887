import { useState } from 'react';
import { HiArrowLeft, HiOutlineClock } from 'react-icons/hi2';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import type { sampleArticle } from '@/content/blog';

interface ArticleViewProps {
  article: typeof sampleArticle;
}

/** A single article: title (the page's h1), author with a follow button, date and body. */
export function ArticleView({ article }: ArticleViewProps) {
  const [following, setFollowing] = useState(false);
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <Link to={article.back.to} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
        <HiArrowLeft aria-hidden="true" className="h-4 w-4" />
        {article.back.label}
      </Link>
      <p className="eyebrow mt-8">{article.eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{article.title}</h1>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
        <div className="flex items-center gap-3">
          <Img {...article.authorImage} className="h-12 w-12 rounded-full" />
          <div>
            <p className="font-semibold text-ink">{article.author}</p>
            <p className="flex flex-wrap gap-x-3 text-sm text-ink-soft">
              <time dateTime={article.dateTime}>{article.date}</time>
              <span className="inline-flex items-center gap-1">
                <HiOutlineClock aria-hidden="true" className="h-4 w-4" />
                {article.readTime}
              </span>
            </p>
          </div>
        </div>
        <Button variant={following ? 'primary' : 'outline'} size="sm" aria-pressed={following} onClick={() => setFollowing((value) => !value)}>
          {following ? article.following : article.follow}
          <span className="sr-only"> {article.author}</span>
        </Button>
      </div>
      <Img {...article.img} priority className="mt-8 h-auto w-full rounded-3xl" />
      <div className="prose-copy mt-8 text-lg leading-8 text-ink-muted">
        {article.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </article>
  );
}
