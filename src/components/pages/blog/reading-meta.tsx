import type { ReactNode } from 'react';
import { HiOutlineClock } from 'react-icons/hi2';
import { cn } from '@/lib/cn';

interface ReadingMetaProps {
  date: string;
  dateTime: string;
  readTime: string;
  /** Shown first, e.g. the author. */
  lead?: ReactNode;
  className?: string;
}

/** An article's date and reading time on one line. */
export function ReadingMeta({ date, dateTime, readTime, lead, className }: ReadingMetaProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft', className)}>
      {lead}
      <time dateTime={dateTime}>{date}</time>
      <span className="inline-flex items-center gap-1">
        <HiOutlineClock aria-hidden="true" className="h-4 w-4" />
        {readTime}
      </span>
    </p>
  );
}
