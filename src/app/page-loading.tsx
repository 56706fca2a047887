import { useShell } from '@/content/hooks/use-shell';

/** Shown only during client-side navigation while a page's code arrives. */
export function PageLoading() {
  const shell = useShell();
  return (
    <div role="status" className="container-page flex min-h-[50vh] items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">{shell.pageLoading}</span>
    </div>
  );
}
