import { ButtonLink } from '@/components/ui/button';
import { fallbackTitle } from './document-head';
import { ArrowLeftIcon } from '@/components/ui/shell-icons';

/** Shown for an unknown path and for any error thrown while rendering a page. */
export function ErrorScreen() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">Something went wrong</p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{fallbackTitle}</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        The page you asked for does not exist or could not be shown. Everything else on the site still works.
      </p>
      <ButtonLink to="/" className="mt-8">
        <ArrowLeftIcon aria-hidden="true" /> Back to home
      </ButtonLink>
    </div>
  );
}
