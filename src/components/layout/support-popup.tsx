import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bookLink } from '@/config/navigation';
import { ReopenModalButton } from './reopen-modal-button';

export const POPUP_DELAY_MS = 8000;
const SEEN_KEY = 'support-popup-seen';
/** What shows the visitor is using the page: until one of these, the delay does not start. */
const ENGAGED_ON = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

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
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    let timer: number | undefined;
    const startDelay = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      for (const type of ENGAGED_ON) window.removeEventListener(type, startDelay);
      timer = window.setInterval(() => {
        if (isTyping() || document.visibilityState !== 'visible') return;
        window.clearInterval(timer);
        sessionStorage.setItem(SEEN_KEY, '1');
        setOpen(true);
      }, POPUP_DELAY_MS);
    };
    for (const type of ENGAGED_ON) window.addEventListener(type, startDelay, { passive: true });
    // A visitor who scrolled before this code arrived has already started.
    if (window.scrollY > 0) startDelay();
    return () => {
      for (const type of ENGAGED_ON) window.removeEventListener(type, startDelay);
      window.clearInterval(timer);
    };
  }, []);

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
