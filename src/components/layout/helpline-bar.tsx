import { useState } from 'react';
import { site } from '@/config/site';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { CloseIcon, PhoneIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

/** Toll-free helpline strip, from 768px wide only, until dismissed for this page load; none without a helpline. */
export function HelplineBar() {
  const [dismissed, setDismissed] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const { helpline } = useShell();
  const number = site.helpline;
  // Before hydration `wide` is unknown and CSS alone decides, so the prerendered page never shifts.
  if (!number || dismissed || wide === false) return null;
  return (
    <aside aria-label={helpline.label} className="hidden bg-brand-950 text-sm text-white md:block">
      <div className="container-page flex h-10 items-center justify-between gap-4">
        {/* On a narrow desktop a long (Nepali) sentence is cut short; the number and the button stay whole. */}
        <p className="flex min-w-0 items-center gap-2">
          <PhoneIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-400" />
          <span className="truncate">{helpline.text}</span>{' '}
          <span className="whitespace-nowrap font-semibold">{number.display}</span>
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <a
            href={number.href}
            className="whitespace-nowrap rounded-full bg-accent-600 px-3 py-1 font-semibold hover:bg-accent-700"
          >
            {helpline.call}
          </a>
          <button
            type="button"
            aria-label={helpline.close}
            className="rounded-full p-1 hover:bg-white/10"
            onClick={() => setDismissed(true)}
          >
            <CloseIcon aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </aside>
  );
}
