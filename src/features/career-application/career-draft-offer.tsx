import { Button } from '@/components/ui/button';

interface CareerDraftOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
}

export function CareerDraftOffer({ onRestore, onDiscard }: CareerDraftOfferProps) {
  return (
    <div role="region" aria-label="Saved draft" className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">You started an application here before. Restore your answers?</p>
      <p className="mt-1 text-sm text-ink-muted">Files cannot be kept in a draft, so please attach them again.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" onClick={onRestore}>
          Restore my answers
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Start afresh
        </Button>
      </div>
    </div>
  );
}
