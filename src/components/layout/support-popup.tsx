import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bookLink } from '@/config/navigation';
import { site } from '@/config/site';
import { ReopenModalButton } from './reopen-modal-button';

export const POPUP_DELAY_MS = 8000;
const SEEN_KEY = 'support-popup-seen';

function isTyping() {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * 'Get IT support' popup: opens by itself once per browser session after a delay, never while the
 * visitor is typing in a form, and the floating 'Reopen Modal' button brings it back.
 */
export function SupportPopup() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    const timer = window.setInterval(() => {
      if (isTyping()) return;
      window.clearInterval(timer);
      sessionStorage.setItem(SEEN_KEY, '1');
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <>
      <Dialog open={open} onClose={close} title={`Get IT support with ${site.name}`}>
        <p className="text-ink-muted">
          Software, data, digital marketing or a career question: talk to a consultant. The first 15 minutes are free.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={bookLink.to} variant="accent">
            {bookLink.label}
          </ButtonLink>
        </div>
      </Dialog>
      <ReopenModalButton onClick={() => setOpen(true)} />
    </>
  );
}
