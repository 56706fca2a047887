import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormStatusProps {
  tone: 'success' | 'error';
  children?: ReactNode;
  className?: string;
}

/** A live region under a form; it is always in the page so what appears in it gets announced. */
export function FormStatus({ tone, children, className }: FormStatusProps) {
  return (
    <div
      role="status"
      className={cn('text-base font-semibold', tone === 'success' ? 'text-green-700' : 'text-red-700', className)}
    >
      {children}
    </div>
  );
}
