import { useEffect } from 'react';
import { whenEngaged } from '@/islands/when-engaged';
import { useWokenBy } from '@/islands/island';

export const POPUP_DELAY_MS = 8000;
/** The prerendered dialog this island opens (./support-dialog.tsx): the id is here, so the island's code carries no texts. */
export const SUPPORT_DIALOG_ID = 'support-dialog';
const SEEN_KEY = 'support-popup-seen';

function isTyping() {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/** The pages whose whole point is a form: the popup would only be in the way there. */
const FORM_PAGES = ['/book', '/career'];
const onFormPage = () => FORM_PAGES.includes(location.pathname.replace(/^\/ne(?=\/|$)/, '').replace(/\/$/, '') || '/');

/** A form's outcome on screen (its status line, an alert, a toast, a confirmation): never covered. */
const OUTCOME = 'form [role="status"], [role="alert"], .Toastify__toast, [data-form-outcome]';
const outcomeShown = () => [...document.querySelectorAll(OUTCOME)].some((element) => element.textContent?.trim());

/** A field someone filled in before this code arrived (after, the input events tell). */
function formFilledIn() {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')].some(
    (field) =>
      field.type === 'file'
        ? Boolean((field as HTMLInputElement).files?.length)
        : field.type === 'checkbox' || field.type === 'radio'
          ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
          : field.type !== 'hidden' && field.value !== '',
  );
}

/**
 * Opens the 'Get IT support' popup (./support-dialog.tsx, prerendered) by itself once per browser
 * session, a delay after the visitor starts using the page (never over a page still loading, nobody
 * reading, or a tab in the background), never on /book or /career, never once a form on the page has
 * been touched, and never over a form's success or error message. It draws nothing: the dialog and
 * its 'Reopen Modal' tab work without it.
 */
export function SupportPopup() {
  const wokenBy = useWokenBy();

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY) || onFormPage()) return;
    let timer: number | undefined;
    let touched = false;
    const onFormInput = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('form')) touched = true;
    };
    document.addEventListener('input', onFormInput, true);
    document.addEventListener('change', onFormInput, true);
    const startDelay = () => {
      timer = window.setInterval(() => {
        touched ||= formFilledIn();
        // Opened meanwhile with its tab (./dialog-boot.ts keeps the key): seen, it never opens by itself.
        if (touched || sessionStorage.getItem(SEEN_KEY)) {
          window.clearInterval(timer);
          return;
        }
        if (isTyping() || outcomeShown() || document.visibilityState !== 'visible') return;
        window.clearInterval(timer);
        sessionStorage.setItem(SEEN_KEY, '1');
        const dialog = document.getElementById(SUPPORT_DIALOG_ID);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }, POPUP_DELAY_MS);
    };
    // Woken by the visitor (a prerendered page hydrates it once they start using it): started already.
    let stopWaiting = () => {};
    if (wokenBy === 'visitor') startDelay();
    else stopWaiting = whenEngaged(startDelay);
    return () => {
      stopWaiting();
      window.clearInterval(timer);
      document.removeEventListener('input', onFormInput, true);
      document.removeEventListener('change', onFormInput, true);
    };
  }, [wokenBy]);

  return null;
}
