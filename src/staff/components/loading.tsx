import { Spinner } from '@/components/ui/spinner';

export function Loading({ children = 'Loading…' }: { children?: string }) {
  return (
    <p className="flex items-center gap-2 text-ink-muted">
      <Spinner /> {children}
    </p>
  );
}
