import { ChatBubbleIcon } from '@/components/ui/shell-icons';

/**
 * Round button fixed at the right edge, in the bottom band beside the chat button (centred on the
 * same line) rather than halfway up, where it covered carousel arrows; tooltip 'Reopen Modal', and a
 * name that says what it opens. Not on a phone, where one floating button (the chat) is the most the
 * screen can spare: the popup it reopens offers the booking the menu already has. It opens the dialog `dialogId` names by itself (an invoker command:
 * the browser does it, with no code; ./dialog-boot.ts where it cannot).
 */
export function ReopenModalButton({ tooltip, name, dialogId }: { tooltip: string; name: string; dialogId: string }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={dialogId}
      aria-label={name}
      title={tooltip}
      className="group fixed bottom-[1.375rem] right-0 z-30 hidden h-11 w-11 items-center justify-center rounded-l-full bg-brand-700 text-white shadow-lift transition-colors hover:bg-brand-800 sm:flex"
    >
      <ChatBubbleIcon aria-hidden="true" className="h-5 w-5" />
      <span
        role="tooltip"
        className="pointer-events-none absolute bottom-full right-1 mb-2 hidden whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs text-white group-hover:block group-focus-visible:block"
      >
        {tooltip}
      </span>
    </button>
  );
}
