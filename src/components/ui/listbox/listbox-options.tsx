import { useEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';

export interface ListOption {
  value: string;
  label: string;
}

interface ListboxOptionsProps<O extends ListOption> extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  ref?: Ref<HTMLUListElement>;
  id: string;
  options: readonly O[];
  selected: string;
  active: number;
  onChoose: (index: number) => void;
  onActivate: (index: number) => void;
  renderOption?: (option: O) => ReactNode;
  emptyText?: string;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The popup list of the ARIA listbox pattern; the active option is kept scrolled into view. */
export function ListboxOptions<O extends ListOption>({
  id,
  options,
  selected,
  active,
  onChoose,
  onActivate,
  renderOption,
  emptyText = 'No options found',
  className,
  ...props
}: ListboxOptionsProps<O>) {
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  const row = rowDrawer({ id, options, selected, active, onChoose, onActivate, renderOption });
  return (
    <ul id={id} role="listbox" className={cn('overflow-y-auto overscroll-contain py-1', className)} {...props}>
      {options.length === 0 && <EmptyRow text={emptyText} />}
      {options.map((_, index) => row(index))}
    </ul>
  );
}

/** A row's height before it is measured: a line of text (or a flag) and its padding. */
const ROW_PX = 42;

/**
 * The same list for hundreds of options (every country with its flag): only the rows in view, and a
 * few either side, are in the page, so it opens and scrolls at once on a slow phone. The active option
 * is always among them (aria-activedescendant names it), and every row says its place in the whole
 * list (aria-posinset, aria-setsize), as screen readers announce it. The list scrolls in its own box,
 * `className` sizing it (a max-height), and TanStack Virtual measures the rows: a long name wraps.
 */
export function WindowedListboxOptions<O extends ListOption>({
  id,
  options,
  selected,
  active,
  onChoose,
  onActivate,
  renderOption,
  emptyText = 'No options found',
  className,
  ...props
}: ListboxOptionsProps<O>) {
  const box = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: options.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
    rangeExtractor: (range) => {
      const shown = defaultRangeExtractor(range);
      return active >= 0 && active < options.length && !shown.includes(active) ? [...shown, active] : shown;
    },
    useFlushSync: false,
  });
  useEffect(() => {
    if (active >= 0 && active < options.length) rows.scrollToIndex(active, { align: 'auto' });
  }, [rows, active, options.length]);

  const row = rowDrawer({ id, options, selected, active, onChoose, onActivate, renderOption });
  return (
    <div ref={box} className={cn('overflow-y-auto overscroll-contain', className)}>
      <ul
        id={id}
        role="listbox"
        className="relative my-1"
        style={{ height: options.length ? rows.getTotalSize() : undefined }}
        {...props}
      >
        {options.length === 0 && <EmptyRow text={emptyText} />}
        {rows.getVirtualItems().map((item) =>
          row(item.index, {
            ref: rows.measureElement,
            'data-index': item.index,
            'aria-setsize': options.length,
            'aria-posinset': item.index + 1,
            className: 'absolute inset-x-0 top-0',
            style: { transform: `translateY(${item.start}px)` },
          }),
        )}
      </ul>
    </div>
  );
}

function EmptyRow({ text }: { text: string }) {
  return (
    <li role="presentation" className="px-3.5 py-2 text-ink-muted">
      {text}
    </li>
  );
}

type RowProps = HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement>; 'data-index'?: number };

/** Draws the option at an index, with what the windowed list adds to place it. */
function rowDrawer<O extends ListOption>({
  id,
  options,
  selected,
  active,
  onChoose,
  onActivate,
  renderOption,
}: Pick<
  ListboxOptionsProps<O>,
  'id' | 'options' | 'selected' | 'active' | 'onChoose' | 'onActivate' | 'renderOption'
>) {
  return function drawRow(index: number, { className, ...place }: RowProps = {}) {
    const option = options[index];
    return (
      <li
        key={option.value}
        id={optionId(id, index)}
        role="option"
        aria-selected={option.value === selected}
        // Keep focus in the input or list: choosing must not blur it first.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => index !== active && onActivate(index)}
        onClick={() => onChoose(index)}
        className={cn(
          'flex cursor-pointer items-center gap-2.5 px-3.5 py-2 text-ink',
          index === active && 'bg-brand-50 text-brand-900',
          option.value === selected && 'font-semibold',
          className,
        )}
        {...place}
      >
        {renderOption ? renderOption(option) : option.label}
      </li>
    );
  };
}
