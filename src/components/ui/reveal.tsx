import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './reveal.css';
import { useReveal } from '@/lib/hooks/use-reveal';

type Effect = 'slide' | 'zoom';

// Each effect's end state hangs on data-revealed alone: outside an island the page's own script
// (src/islands/reveal-outside-islands.ts) flips it, with no React.
const effects: Record<Effect, string> = {
  slide:
    'transition-[opacity,transform] duration-700 ease-out -translate-x-10 opacity-0 data-[revealed=true]:translate-x-0 data-[revealed=true]:opacity-100',
  zoom: 'overflow-hidden [&_img]:transition-transform [&_img]:duration-1000 [&[data-revealed=true]_img]:scale-110',
};

interface RevealProps {
  effect: Effect;
  className?: string;
  children: ReactNode;
}

/** Wraps content that animates in once when it scrolls into view (see revealOnSight). */
export function Reveal({ effect, className, children }: RevealProps) {
  const { ref, revealed } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} data-revealed={revealed} className={cn(effects[effect], className)}>
      {children}
    </div>
  );
}
