import { useEffect, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export interface ListOption {
  value: string;
  label: string;
}

export interface ListboxOptionsProps<O extends ListOption> extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
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

/** Where a list opens: on the chosen option, else the first. */
export const chosenIndex = (options: readonly ListOption[], value: string) =>
  Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

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
      {/* Always there, for the boot script to show when its filter leaves nothing (./listbox-boot.ts). */}
      <EmptyRow text={emptyText} hidden={options.length > 0} />
      {options.map((_, index) => row(index))}
    </ul>
  );
}

export function EmptyRow({ text, hidden }: { text: string; hidden?: boolean }) {
  return (
    <li role="presentation" hidden={hidden} className="px-3.5 py-2 text-ink-muted">
      {text}
    </li>
  );
}

/**
 * The option the boot script left active before the code arrived (./listbox-boot.ts), as its place
 * among the options it shows (those its filter kept): named by the field's or list's
 * aria-activedescendant, read once as the list hydrates.
 */
export function earlyActive(keyTarget: Element | null): number | undefined {
  const option = keyTarget && document.getElementById(keyTarget.getAttribute('aria-activedescendant') ?? '');
  const list = option?.closest('[role="listbox"]');
  if (!option || !list) return undefined;
  const shown = [...list.querySelectorAll<HTMLElement>('[role="option"]')].filter((each) => !each.hidden);
  const index = shown.indexOf(option as HTMLElement);
  return index < 0 ? undefined : index;
}

type RowProps = HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement>; 'data-index'?: number };

/** Draws the option at an index, with what the windowed list adds to place it. */
export function rowDrawer<O extends ListOption>({
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
