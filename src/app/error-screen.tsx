import { ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

/** Shown for an unknown path and for any error thrown while rendering a page. */
export function ErrorScreen() {
  const { errorScreen } = useShell();
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">{errorScreen.eyebrow}</p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{errorScreen.title}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{errorScreen.text}</p>
      <ButtonLink to="/" className="mt-8">
        <ArrowLeftIcon aria-hidden="true" /> {errorScreen.back}
      </ButtonLink>
    </div>
  );
}
