import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Forms } from '@/content/forms';

interface CareerDraftOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
  texts: Forms['career']['draft'];
}

/** Offered on arrival and brought into view (unless the visitor is already typing somewhere). */
export function CareerDraftOffer({ onRestore, onDiscard, texts }: CareerDraftOfferProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node || document.activeElement?.matches('input, textarea')) return;
    const { top, bottom } = node.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) node.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div
      ref={box}
      role="region"
      aria-label={texts.label}
      className="mb-6 scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <p className="font-semibold text-brand-900">{texts.question}</p>
      <p className="mt-1 text-sm text-ink-muted">{texts.files}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" onClick={onRestore}>
          {texts.restore}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {texts.discard}
        </Button>
      </div>
    </div>
  );
}
