import { Button } from '@/components/ui/button';
import type { Forms } from '@/content/forms';

interface CareerDraftOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
  texts: Forms['career']['draft'];
}

export function CareerDraftOffer({ onRestore, onDiscard, texts }: CareerDraftOfferProps) {
  return (
    <div role="region" aria-label={texts.label} className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
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
