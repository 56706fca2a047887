import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { EmptyRow, type ListOption } from './listbox-options';

interface PrerenderedOptionsProps extends HTMLAttributes<HTMLUListElement> {
  id: string;
  options: readonly ListOption[];
  selected: string;
  /** Shown by the boot script when its filter leaves no option. */
  emptyText?: string;
}

/**
 * Every option's name as the prerendered page holds it (the Country list's 250), hidden under a
 * combobox until the boot script (./listbox-boot.ts) opens it before the code arrives: no pictures,
 * no handlers, the least markup a row can have, styled from the list.
 */
export function PrerenderedOptions({
  options,
  selected,
  emptyText = 'No options found',
  className,
  ...props
}: PrerenderedOptionsProps) {
  return (
    <ul
      role="listbox"
      className={cn(
        'overflow-y-auto overscroll-contain py-1 text-ink [&>li]:cursor-pointer [&>li]:px-3.5 [&>li]:py-2',
        className,
      )}
      {...props}
    >
      <EmptyRow text={emptyText} hidden />
      {options.map((option) => (
        <li key={option.value} role="option" aria-selected={option.value === selected}>
          {option.label}
        </li>
      ))}
    </ul>
  );
}
