import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabDefinition {
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition[];
  className?: string;
}

/**
 * An ARIA tablist: Left/Right arrows move between tabs (wrapping), Home/End jump to the ends,
 * and moving also selects. Only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex flex-wrap gap-1 rounded-full bg-brand-50 p-1"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5',
              i === selected ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-white',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-6 rounded-xl"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
