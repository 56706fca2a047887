import { CallbackIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

/**
 * Home page only: a floating shortcut to the callback form. On a phone it is the one floating action
 * until the end-of-page prompt takes its place (src/styles/index.css).
 */
export function HomeFloat() {
  const shell = useShell();
  return (
    <a
      href="#callback"
      data-home-float=""
      className="fixed bottom-4 left-4 z-30 flex items-center gap-2 rounded-full bg-white px-4 py-3 text-sm font-semibold text-brand-800 shadow-lift ring-1 ring-brand-100 hover:bg-brand-50"
    >
      <CallbackIcon aria-hidden="true" className="h-5 w-5 text-accent-500" />
      {shell.homeFloat}
    </a>
  );
}
