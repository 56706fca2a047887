import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HiChevronDown } from 'react-icons/hi2';
import { cn } from '@/lib/cn';
import { controlClass } from '@/components/ui/form/control-class';
import type { FieldControlProps } from '@/components/ui/form/field';
import { chosenIndex, earlyActive, ListboxOptions, optionId, type ListOption } from './listbox-options';
import { popupClass } from './popup-class';
import { useActiveOption } from './use-active-option';
import { useOutsidePress } from '@/lib/hooks/use-outside-press';

interface SelectMenuProps extends Partial<Omit<FieldControlProps, 'aria-required'>> {
  id: string;
  options: readonly ListOption[];
  value: string;
  onValue: (value: string) => void;
  placeholder?: string;
  /** Adds a 'Find an option' box above the list that filters it (case-insensitive contains). */
  searchable?: boolean;
  /** The search box's label and the empty list's text, in the page's language. */
  searchLabel?: string;
  emptyText?: string;
  listClassName?: string;
  className?: string;
}

/**
 * A button that opens a listbox (optionally with a search box). It closes on choosing, on Escape
 * (focus back on the button) and on a press outside; the search text clears whenever it closes.
 * Use it when the spec asks for a styled list or a long list worth filtering (/career, the callback's codes).
 * The list is in the prerendered page, hidden, so it opens on the first tap before this code has
 * arrived (./listbox-boot.ts); hydrating, the menu takes over the list as the visitor left it.
 */
export function SelectMenu({
  id,
  options,
  value,
  onValue,
  placeholder = 'select an option',
  searchable = false,
  searchLabel = 'Find an option',
  emptyText,
  listClassName = 'max-h-[200px]',
  className,
  ...aria
}: SelectMenuProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // An option chosen before this code arrived: the button already shows it (hydration must match).
  const [early, setEarly] = useState(() => earlyChoice(id));
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const keyTarget = useRef<HTMLInputElement & HTMLUListElement>(null);
  const listId = `${id}-list`;
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const selected = early === undefined ? options.find((option) => option.value === value) : options[early];

  function close(refocus: boolean) {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  }
  useOutsidePress(root, open, () => close(false));

  const keys = useActiveOption({
    count: shown.length,
    open,
    onOpen: () => openMenu(),
    onClose: () => close(true),
    onChoose: (index) => choose(index),
  });

  function openMenu() {
    keys.setActive(chosenIndex(options, value));
    setOpen(true);
  }

  function choose(index: number) {
    onValue(shown[index].value);
    close(true);
  }

  useEffect(() => {
    if (open) keyTarget.current?.focus();
  }, [open]);

  // Once, as it hydrates: the list as the boot script left it, open on what was typed, on its active option.
  useLayoutEffect(() => {
    if (early !== undefined) {
      onValue(options[early].value);
      setEarly(undefined);
      delete trigger.current?.dataset.choice;
    }
    if (trigger.current?.getAttribute('aria-expanded') !== 'true') return;
    const typed = searchable ? (keyTarget.current?.value ?? '') : '';
    setQuery(typed);
    keys.setActive(earlyActive(keyTarget.current) ?? (typed ? 0 : chosenIndex(options, value)));
    setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const activeId = keys.active >= 0 && keys.active < shown.length ? optionId(listId, keys.active) : undefined;

  return (
    <div ref={root} data-early-listbox="" className={cn('relative', className)}>
      <button
        ref={trigger}
        type="button"
        id={id}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${id}-label ${id}`}
        {...aria}
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openMenu();
          }
        }}
        className={cn(controlClass, 'flex items-center justify-between gap-2 text-left')}
      >
        <span className={cn('truncate', !selected && 'text-ink-soft')}>{selected?.label ?? placeholder}</span>
        <HiChevronDown
          aria-hidden="true"
          className={cn('h-4 w-4 shrink-0 text-ink-soft transition-transform', open && 'rotate-180')}
        />
      </button>
      <div data-popup="" hidden={!open} className={popupClass}>
        {searchable && (
          <div className="border-b border-slate-200 p-2">
            <input
              ref={keyTarget}
              type="text"
              role="combobox"
              aria-label={searchLabel}
              placeholder={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                keys.setActive(0);
              }}
              onKeyDown={keys.onKeyDown}
              className={cn(controlClass, 'py-2 text-sm')}
            />
          </div>
        )}
        <ListboxOptions
          ref={searchable ? undefined : keyTarget}
          id={listId}
          aria-labelledby={`${id}-label`}
          tabIndex={searchable ? undefined : -1}
          aria-activedescendant={searchable ? undefined : activeId}
          onKeyDown={searchable ? undefined : keys.onKeyDown}
          options={shown}
          emptyText={emptyText}
          selected={value}
          active={keys.active}
          onChoose={choose}
          onActivate={keys.setActive}
          className={cn(listClassName, 'outline-none')}
        />
      </div>
    </div>
  );
}

/** The option the boot script chose before this code arrived (its place in the list), read as the menu hydrates. */
function earlyChoice(id: string): number | undefined {
  const choice = typeof document === 'undefined' ? undefined : document.getElementById(id)?.dataset.choice;
  return choice === undefined ? undefined : Number(choice);
}
