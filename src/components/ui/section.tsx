import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** Heading level of the title; pages own the single h1, so sections default to h2. */
  as?: 'h2' | 'h3';
  tone?: 'plain' | 'muted' | 'brand';
  align?: 'left' | 'center';
  className?: string;
  children?: ReactNode;
}

const tones = {
  plain: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-900 text-white [&_h2]:text-white [&_h3]:text-white',
};

/** Fixes vertical rhythm, width, anchors and the heading block for every page section. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  as: Heading = 'h2',
  tone = 'plain',
  align = 'center',
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('scroll-mt-24 py-14 sm:py-20', tones[tone], className)}
    >
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow && <p className={cn('eyebrow', tone === 'brand' && 'text-accent-300')}>{eyebrow}</p>}
            {title && (
              <Heading id={headingId} className="mt-2 text-3xl sm:text-4xl">
                {title}
              </Heading>
            )}
            {intro && (
              <div className={cn('mt-4 text-lg', tone === 'brand' ? 'text-brand-100' : 'text-ink-muted')}>{intro}</div>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
