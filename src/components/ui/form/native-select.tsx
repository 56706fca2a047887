import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** Shown (and not choosable) while nothing is selected. */
  placeholder: string;
}

/**
 * A native select: the platform's own list is the most accessible one for short fixed lists.
 * Use it for a short fixed list with nothing to search or decorate (the /book form's choices).
 */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  return (
    <select className={cn(controlClass, 'pr-10', className)} {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
