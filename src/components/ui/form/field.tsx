import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a field hands to its control so the label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Marks the field with a red asterisk without making it required (forms that star every field). */
  starred?: boolean;
  error?: string;
  hint?: ReactNode;
  /** `sm`: a small uppercase label, for rows of compact controls such as filters. */
  size?: 'md' | 'sm';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, an optional hint and the error message right below the control. */
export function Field({
  id,
  label,
  required = false,
  starred = required,
  error,
  hint,
  size = 'md',
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col', size === 'sm' ? 'gap-1' : 'gap-1.5', className)}>
      <label
        htmlFor={id}
        id={`${id}-label`}
        className={
          size === 'sm'
            ? 'text-xs font-semibold uppercase tracking-wide text-ink-muted'
            : 'text-sm font-semibold text-ink'
        }
      >
        {label}
        {starred && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
