import type { Localized } from '@/i18n/localized';
import { HiOutlineChatBubbleLeftRight, HiPhone } from 'react-icons/hi2';
import { ButtonLink } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { useDockClearance } from '@/lib/hooks/use-dock-clearance';
import type { endPrompt } from '@/content/home';
import { useEndOfPagePrompt } from './use-end-of-page-prompt';

interface EndOfPagePromptProps {
  content: Localized<typeof endPrompt>;
}

/** A consultation prompt that slides up near the end of the page (see useEndOfPagePrompt). */
export function EndOfPagePrompt({ content }: EndOfPagePromptProps) {
  const { state, close, reopen } = useEndOfPagePrompt();
  if (state === 'collapsed') return <CollapsedPrompt label={content.reopen} onClick={reopen} />;
  if (state === 'hidden') return null;
  return <OpenPrompt content={content} onClose={close} />;
}

function CollapsedPrompt({ label, onClick }: { label: string; onClick: () => void }) {
  const ref = useDockClearance<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      data-end-prompt=""
      className="fixed bottom-4 right-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-accent-600 text-white shadow-lift hover:bg-accent-700 sm:bottom-24 sm:right-14"
    >
      <HiOutlineChatBubbleLeftRight aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}

function OpenPrompt({ content, onClose }: EndOfPagePromptProps & { onClose: () => void }) {
  const ref = useDockClearance<HTMLElement>();
  return (
    <aside
      ref={ref}
      aria-labelledby="end-prompt-title"
      data-end-prompt=""
      className="fixed inset-x-3 bottom-4 z-30 animate-fade-up rounded-2xl bg-white p-5 shadow-lift ring-1 ring-brand-100 sm:inset-x-auto sm:bottom-24 sm:right-5 sm:w-96"
    >
      <CloseButton
        onClick={onClose}
        label={content.close}
        className="right-2 top-2 p-2 text-ink-soft hover:bg-slate-100 hover:text-ink"
      />
      <h2 id="end-prompt-title" className="pr-8 text-xl">
        {content.title}
      </h2>
      <p className="mt-1 text-ink-muted">{content.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ButtonLink to={content.action.to} variant="accent" size="sm">
          {content.action.label}
        </ButtonLink>
        <a
          href={content.call.href}
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <HiPhone aria-hidden="true" className="h-4 w-4" />
          {content.call.label}
        </a>
      </div>
    </aside>
  );
}
