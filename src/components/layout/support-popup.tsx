import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bookLink } from '@/config/navigation';
import { whenEngaged } from '@/islands/when-engaged';
import { useWokenBy } from '@/islands/island';
import { ReopenModalButton } from './reopen-modal-button';

export const POPUP_DELAY_MS = 8000;
const SEEN_KEY = 'support-popup-seen';

function isTyping() {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/** The popup's texts in the page's language, passed in: the island then carries no text module. */
export interface SupportPopupTexts {
  title: string;
  text: string;
  close: string;
  book: string;
  reopen: string;
}

/**
 * 'Get IT support' popup: opens by itself once per browser session, a delay after the visitor starts
 * using the page (never over a page still loading, nobody reading, or a tab in the background) and
 * never while they are typing in a form; the floating 'Reopen Modal' button brings it back.
 */
export function SupportPopup({ texts }: { texts: SupportPopupTexts }) {
  const wokenBy = useWokenBy();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    let timer: number | undefined;
    const startDelay = () => {
      timer = window.setInterval(() => {
        if (isTyping() || document.visibilityState !== 'visible') return;
        window.clearInterval(timer);
        sessionStorage.setItem(SEEN_KEY, '1');
        setOpen(true);
      }, POPUP_DELAY_MS);
    };
    // Woken by the visitor (a prerendered page hydrates it once they start using it): started already.
    let stopWaiting = () => {};
    if (wokenBy === 'visitor') startDelay();
    else stopWaiting = whenEngaged(startDelay);
    return () => {
      stopWaiting();
      window.clearInterval(timer);
    };
  }, [wokenBy]);

  return (
    <>
      <Dialog open={open} onClose={close} title={texts.title} closeLabel={texts.close}>
        <p className="text-ink-muted">{texts.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={bookLink} variant="accent">
            {texts.book}
          </ButtonLink>
        </div>
      </Dialog>
      <ReopenModalButton label={texts.reopen} onClick={() => setOpen(true)} />
    </>
  );
}
