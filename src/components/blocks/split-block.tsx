import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Img, type Picture } from '@/components/ui/img';
import { cn } from '@/lib/cn';
import { Prose } from './prose';

interface SplitBlockProps {
  id?: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  image: Picture;
  link?: { to: string; label: string };
  /** Puts the picture on the left on wide screens. */
  reverse?: boolean;
  tone?: 'plain' | 'muted';
  /** The block opens the page, so its picture is the first view's largest paint. */
  priority?: boolean;
  children?: ReactNode;
}

/** A section of text beside a picture (welcome, who we are, case study ...). */
export function SplitBlock({
  id,
  eyebrow,
  title,
  paragraphs,
  image,
  link,
  reverse = false,
  tone = 'plain',
  priority = false,
  children,
}: SplitBlockProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 py-14 sm:py-20', tone === 'muted' ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reverse && 'lg:order-2')}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl sm:text-4xl">
            {title}
          </h2>
          <Prose paragraphs={paragraphs} className="mt-5" />
          {children}
          {link && (
            <ButtonLink to={link.to} variant="primary" className="mt-8">
              {link.label}
            </ButtonLink>
          )}
        </div>
        <Img {...image} priority={priority} className="h-auto w-full rounded-3xl shadow-card" />
      </div>
    </section>
  );
}
