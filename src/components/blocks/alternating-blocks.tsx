import type { ReactNode } from 'react';
import { Img, type Picture } from '@/components/ui/img';
import { Reveal } from '@/components/ui/reveal';
import { cn } from '@/lib/cn';
import { Prose } from './prose';

export interface Block {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  image: Picture;
  /** A small label above the title, e.g. 'Step 1'. */
  kicker?: string;
}

interface AlternatingBlocksProps {
  blocks: readonly Block[];
  /** Zoom each picture in once it scrolls into view (the services page). */
  zoomImages?: boolean;
  /** How many leading pictures are in the first view (eager, high priority). */
  priorityCount?: number;
}

/** Text-and-picture rows whose picture switches sides from one row to the next. */
export function AlternatingBlocks({ blocks, zoomImages = false, priorityCount = 0 }: AlternatingBlocksProps) {
  return (
    <div className="space-y-16 sm:space-y-24">
      {blocks.map((block, i) => {
        const picture: ReactNode = <Img {...block.image} priority={i < priorityCount} className="h-auto w-full" />;
        return (
          <article
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-title`}
            className="grid scroll-mt-24 items-center gap-8 md:grid-cols-2 lg:gap-16"
          >
            <div className={cn('overflow-hidden rounded-3xl shadow-card', i % 2 === 1 && 'md:order-2')}>
              {zoomImages ? <Reveal effect="zoom">{picture}</Reveal> : picture}
            </div>
            <div>
              {block.kicker && <p className="eyebrow">{block.kicker}</p>}
              <h2 id={`${block.id}-title`} className="mt-1 text-2xl sm:text-3xl">
                {block.title}
              </h2>
              <Prose paragraphs={block.paragraphs} className="mt-4" />
              {block.list && (
                <ul className="mt-5 space-y-2">
                  {block.list.map((item) => (
                    <li key={item} className="flex items-start gap-3 text-ink">
                      <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-accent-500" />
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
