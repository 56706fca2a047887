import { useCallback, useRef, useState } from 'react';
import { HiChevronDown } from 'react-icons/hi2';
import { useOutsidePress } from '@/lib/hooks/use-outside-press';
import { cn } from '@/lib/cn';

interface BlogCategoryStripProps {
  label: string;
  allLabel: string;
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/**
 * The category strip: a row of toggle buttons on wide screens, folded behind a menu button on
 * small ones that closes on choosing or on a press outside. Both are plain CSS, so the
 * prerendered HTML matches the first client render.
 */
export function BlogCategoryStrip({ label, allLabel, categories, selected, onSelect }: BlogCategoryStripProps) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsidePress(menu, open, close);

  const options = [{ value: null, text: allLabel }, ...categories.map((c) => ({ value: c as string | null, text: c }))];
  const buttons = (layout: string, onChosen?: () => void) =>
    options.map((option) => (
      <li key={option.text}>
        <button
          type="button"
          aria-pressed={selected === option.value}
          onClick={() => {
            onSelect(option.value);
            onChosen?.();
          }}
          className={cn(
            'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
            layout,
            selected === option.value
              ? 'bg-brand-700 text-white'
              : 'text-ink-muted hover:bg-brand-50 hover:text-brand-800',
          )}
        >
          {option.text}
        </button>
      </li>
    ));

  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <div className="container-page py-3">
        <ul className="hidden flex-wrap gap-1 md:flex">{buttons('')}</ul>
        <div ref={menu} className="relative md:hidden">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="blog-category-menu"
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center justify-between rounded-xl border border-slate-300 px-4 py-2.5 text-sm font-semibold"
          >
            {label}: {selected ?? allLabel}
            <HiChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
          </button>
          <ul
            id="blog-category-menu"
            hidden={!open}
            className="absolute left-0 right-0 z-20 mt-2 space-y-1 rounded-xl bg-white p-2 shadow-lift ring-1 ring-slate-200"
          >
            {buttons('w-full text-left', close)}
          </ul>
        </div>
      </div>
    </nav>
  );
}
