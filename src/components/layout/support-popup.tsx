import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bookLink } from '@/config/navigation';
import { useShell } from '@/i18n/use-shell';
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
  const shell = useShell();
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
      <Dialog open={open} onClose={close} title={shell.popup.title} closeLabel={shell.dialogClose}>
        <p className="text-ink-muted">{shell.popup.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={bookLink} variant="accent">
            {shell.nav[bookLink]}
          </ButtonLink>
        </div>
      </Dialog>
      <ReopenModalButton onClick={() => setOpen(true)} />
    </>
  );
}
