import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './shell-icons';

interface CloseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  iconClassName?: string;
}

/**
 * The round ✕ in a corner of a dialog or a panel; `className` places it and gives its padding and
 * colours, the rest goes to the button (`onClick`, or `command="close"` for a native dialog).
 */
export function CloseButton({ label, className, iconClassName = 'h-5 w-5', ...props }: CloseButtonProps) {
  return (
    <button type="button" aria-label={label} className={cn('absolute rounded-full', className)} {...props}>
      <CloseIcon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
