import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { HiChevronDown } from 'react-icons/hi2';
import { cn } from '@/lib/cn';
import { controlClass } from '@/components/ui/form/control-class';
import type { FieldControlProps } from '@/components/ui/form/field';
import { chosenIndex, earlyActive, optionId, type ListOption } from './listbox-options';
import { PrerenderedOptions } from './prerendered-options';
import { WindowedListboxOptions } from './windowed-listbox-options';
import { popupClass } from './popup-class';
import { useActiveOption } from './use-active-option';
import { useOutsidePress } from '@/lib/hooks/use-outside-press';

interface ComboboxProps<O extends ListOption> extends FieldControlProps {
  /** The input's form name (its text is what a form sent without JavaScript carries). */
  name?: string;
  options: readonly O[];
  value: string;
  onValue: (value: string) => void;
  renderOption?: (option: O) => ReactNode;
  /** Shown inside the input, before the text, for the chosen option (a flag, an icon). */
  renderSelected?: (option: O) => ReactNode;
  placeholder?: string;
  /** Shown in the open list when no option matches (or none has arrived yet). */
  emptyText?: string;
  listClassName?: string;
  /** How long after a press outside the list stays open (the spec's country list: about 100 ms). */
  closeDelayMs?: number;
  toggleLabel: string;
}

/** Whether a press is down: read as a list taken over open decides when to draw itself anew. */
let pressing = false;
if (typeof window !== 'undefined') {
  addEventListener('pointerdown', () => (pressing = true), true);
  for (const end of ['pointerup', 'pointercancel']) addEventListener(end, () => (pressing = false), true);
}

/**
 * An editable combobox (ARIA combobox pattern with list autocomplete): typing filters by a
 * case-insensitive 'contains' match, arrows move, Enter chooses, Escape closes and restores the
 * chosen option's text. Emptying the text and leaving clears the choice.
 * Use it when visitors type to find one of many options shown with a picture (the country list):
 * the open list draws only the rows in view (WindowedListboxOptions). The prerendered page holds
 * every option's name, hidden (PrerenderedOptions), for the boot script (./listbox-boot.ts) to open,
 * filter and choose in before this code arrives; hydrating, the combobox takes over as it was left.
 */
export function Combobox<O extends ListOption>({
  id,
  options,
  value,
  onValue,
  renderOption,
  renderSelected,
  placeholder,
  emptyText,
  listClassName = 'max-h-[300px]',
  closeDelayMs = 0,
  toggleLabel,
  ...aria
}: ComboboxProps<O>) {
  const [open, setOpen] = useState(false);
  // null while the visitor is not typing: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  // The prerendered names stay only until hydrated: then the open list draws what is in view.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Taken over open from the boot script, the list stays the prerendered one until no press is on
  // its way (or the visitor types or uses a key): a finger already on one of its names must find it
  // there. Drawn anew under a press (hydrating on a 4x slower phone), the press landed on the new
  // list's box and the choice was lost. Then the list draws only the rows in view, as it does opened later.
  const [earlyList, setEarlyList] = useState(false);
  useEffect(() => {
    if (!earlyList) return;
    const drawInView = () => setEarlyList(false);
    if (!pressing) return drawInView();
    // After the press's own click (or its cancel, a scroll by touch) has been answered.
    addEventListener('click', drawInView, { once: true });
    addEventListener('pointercancel', drawInView, { once: true });
    return () => {
      removeEventListener('click', drawInView);
      removeEventListener('pointercancel', drawInView);
    };
  }, [earlyList]);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const selected = options.find((option) => option.value === value);
  const needle = query?.trim().toLowerCase() ?? '';
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;

  function close() {
    if (query === '') onValue('');
    setQuery(null);
    setOpen(false);
    setEarlyList(false);
  }
  useOutsidePress(root, open, close, closeDelayMs);

  const keys = useActiveOption({
    count: shown.length,
    open,
    onOpen: () => openList(),
    onClose: close,
    onChoose: (index) => choose(index),
  });

  function openList() {
    keys.setActive(query === null ? chosenIndex(options, value) : 0);
    setOpen(true);
  }

  function choose(index: number) {
    chooseValue(shown[index].value);
  }

  function chooseValue(next: string) {
    onValue(next);
    setQuery(null);
    setOpen(false);
    setEarlyList(false);
    input.current?.focus();
  }

  /** A press on a name in the prerendered list (each is an option, in the whole list's order). */
  function chooseEarly(event: MouseEvent<HTMLUListElement>) {
    const pressed = (event.target as Element).closest('[role="option"]');
    const index = [...event.currentTarget.querySelectorAll('[role="option"]')].indexOf(pressed!);
    if (index >= 0) chooseValue(options[index].value);
  }

  // Before this code arrived: an option chosen in the prerendered list is the value; text typed
  // into the field is a search, as if typed now, and the list opens on it (as it does when the boot
  // script left it open). Typed and left, it goes, as leaving an unchosen search does.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const choice = field.dataset.choice;
    delete field.dataset.choice;
    if (choice !== undefined) return onValue(options[Number(choice)].value);
    const typed = field.value !== field.defaultValue && field.ownerDocument.activeElement === field;
    if (!typed && field.getAttribute('aria-expanded') !== 'true') return;
    setQuery(typed ? field.value : null);
    keys.setActive(earlyActive(field) ?? (typed ? 0 : chosenIndex(options, value)));
    setOpen(true);
    setEarlyList(true);
    // Once, on the page the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The prerendered list's active name keeps the id the boot script gave it.
  const activeId =
    open && !earlyList && keys.active >= 0 && keys.active < shown.length ? optionId(listId, keys.active) : undefined;

  return (
    <div ref={root} data-early-listbox="" className="relative">
      <div className="relative">
        {selected && query === null && renderSelected && (
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2">
            {renderSelected(selected)}
          </span>
        )}
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={placeholder}
          {...aria}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            keys.setActive(0);
            setOpen(true);
            setEarlyList(false);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={(event) => {
            setEarlyList(false);
            keys.onKeyDown(event);
          }}
          className={cn(controlClass, 'pr-10', selected && query === null && renderSelected && 'pl-12')}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            if (open) close();
            else openList();
            input.current?.focus();
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-ink-soft"
        >
          <HiChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <div data-popup="" hidden={!open} className={popupClass}>
        {(open ? earlyList : !hydrated) && (
          <PrerenderedOptions
            id={listId}
            aria-labelledby={`${id}-label`}
            options={options}
            selected={value}
            emptyText={emptyText}
            className={listClassName}
            // Keep focus in the input: choosing must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={chooseEarly}
          />
        )}
        {open && !earlyList && (
          <WindowedListboxOptions
            id={listId}
            aria-labelledby={`${id}-label`}
            options={shown}
            selected={value}
            active={keys.active}
            onChoose={choose}
            onActivate={keys.setActive}
            renderOption={renderOption}
            emptyText={emptyText}
            className={listClassName}
          />
        )}
      </div>
    </div>
  );
}
