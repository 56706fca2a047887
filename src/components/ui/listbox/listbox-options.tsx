import { useEffect, type HTMLAttributes, type ReactNode, type Ref } from 'react';
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

  return (
    <ul id={id} role="listbox" className={cn('overflow-y-auto overscroll-contain py-1', className)} {...props}>
      {options.length === 0 && (
        <li role="presentation" className="px-3.5 py-2 text-ink-muted">
          {emptyText}
        </li>
      )}
      {options.map((option, index) => (
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
          )}
        >
          {renderOption ? renderOption(option) : option.label}
        </li>
      ))}
    </ul>
  );
}
