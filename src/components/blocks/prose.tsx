import { cn } from '@/lib/cn';

interface ProseProps {
  paragraphs: readonly string[];
  className?: string;
}

/** Paragraphs of body copy with the site's spacing between them. */
export function Prose({ paragraphs, className }: ProseProps) {
  return (
    <div className={cn('prose-copy text-lg text-ink-muted', className)}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
