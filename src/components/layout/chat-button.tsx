import { whatsappChatUrl } from '@/config/site';
import { WhatsAppIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

/**
 * Opens a WhatsApp chat with the prefilled greeting, in a new tab; sits left of the 'Reopen Modal'
 * tab, and on a phone (no tab there) in the corner. A phone shows one floating action at a time: on
 * the home page it gives way to the page's own (src/styles/index.css). It steps aside while a
 * control of the page passes under it (./chat-boot.ts).
 */
export function ChatButton() {
  const shell = useShell();
  return (
    <a
      href={whatsappChatUrl(shell.chatGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={shell.chat}
      data-chat-button=""
      className="fixed bottom-4 right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift transition-[transform,opacity,visibility] duration-200 hover:scale-105 motion-reduce:transition-none sm:right-[3.25rem]"
    >
      <WhatsAppIcon aria-hidden="true" className="h-7 w-7" />
    </a>
  );
}
