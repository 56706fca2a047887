import { useEffect, useRef } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';
import { EmptyRow, rowDrawer, type ListboxOptionsProps, type ListOption } from './listbox-options';

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
