import { whatsappChatUrl } from '@/config/site';
import { WhatsAppIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

/** Opens a WhatsApp chat with the prefilled greeting, in a new tab; sits left of the 'Reopen Modal' tab. */
export function ChatButton() {
  const shell = useShell();
  return (
    <a
      href={whatsappChatUrl(shell.chatGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={shell.chat}
      className="fixed bottom-4 right-[3.25rem] z-30 flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift transition-transform hover:scale-105"
    >
      <WhatsAppIcon aria-hidden="true" className="h-7 w-7" />
    </a>
  );
}
