import { ChatBubbleIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/i18n/use-shell';

/** Round button fixed at the right edge; its tooltip and accessible name are 'Reopen Modal'. */
export function ReopenModalButton({ onClick }: { onClick: () => void }) {
  const shell = useShell();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={shell.reopenModal}
      title={shell.reopenModal}
      className="group fixed right-0 top-1/2 z-30 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-l-full bg-brand-700 text-white shadow-lift transition-colors hover:bg-brand-800"
    >
      <ChatBubbleIcon aria-hidden="true" className="h-5 w-5" />
      <span
        role="tooltip"
        className="pointer-events-none absolute right-full mr-2 hidden whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs text-white group-hover:block group-focus-visible:block"
      >
        {shell.reopenModal}
      </span>
    </button>
  );
}
