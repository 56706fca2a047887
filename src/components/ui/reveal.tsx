import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './reveal.css';
import { useReveal } from '@/lib/hooks/use-reveal';

type Effect = 'slide' | 'zoom';

const effects: Record<Effect, { base: string; before: string; after: string }> = {
  slide: {
    base: 'transition-[opacity,transform] duration-700 ease-out',
    before: '-translate-x-10 opacity-0',
    after: 'translate-x-0 opacity-100',
  },
  zoom: {
    base: 'transition-transform duration-1000 ease-out [&_img]:transition-transform [&_img]:duration-1000 overflow-hidden',
    before: '',
    after: '[&_img]:scale-110',
  },
};

interface RevealProps {
  effect: Effect;
  className?: string;
  children: ReactNode;
}

/** Wraps content that animates in once when it scrolls into view (see useReveal). */
export function Reveal({ effect, className, children }: RevealProps) {
  const { ref, revealed } = useReveal<HTMLDivElement>();
  const style = effects[effect];
  return (
    <div
      ref={ref}
      data-revealed={revealed}
      className={cn(style.base, revealed ? style.after : style.before, className)}
    >
      {children}
    </div>
  );
}
