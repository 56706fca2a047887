import type { ReactNode } from 'react';
import { Button } from '../button';
import { Spinner } from '../spinner';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  className?: string;
}

/** Disabled with a spinner while the form is being sent, so it cannot be sent twice. */
export function SubmitButton({ busy, children, className }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className={className}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
