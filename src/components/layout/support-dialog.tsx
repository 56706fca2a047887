import { ButtonLink } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { bookLink } from '@/config/navigation';
import { useShell } from '@/content/hooks/use-shell';
import { ReopenModalButton } from './reopen-modal-button';
import { SUPPORT_DIALOG_ID } from './support-popup';

/**
 * 'Get IT support' popup and its 'Reopen Modal' tab, in plain HTML: a native modal dialog the
 * browser opens on the tab's first tap and closes with its close button, Escape or a tap outside,
 * with no code (invoker commands; ./dialog-boot.ts in a browser without them). The browser moves
 * the focus into it, keeps it there and gives it back on closing. Opening it by itself, a delay after
 * the visitor starts using the page, is the support-popup island's (./support-popup.tsx). It shows
 * in the frame after the tap, with no fade (a fade-in starts from nothing, and on a phone busy with the
 * islands the tap just woke, it would reach the eye long after that frame) and no blur behind it (a
 * cheap phone paints a blurred backdrop slowly).
 */
export function SupportDialog() {
  const shell = useShell();
  const titleId = `${SUPPORT_DIALOG_ID}-title`;
  return (
    <>
      <dialog
        id={SUPPORT_DIALOG_ID}
        aria-labelledby={titleId}
        closedby="any"
        className="w-[calc(100%-2rem)] max-w-md rounded-2xl border-0 bg-white p-6 text-ink shadow-lift backdrop:bg-ink/60 sm:p-8"
      >
        <CloseButton
          command="close"
          commandfor={SUPPORT_DIALOG_ID}
          label={shell.dialogClose}
          className="right-3 top-3 p-2 text-ink-soft hover:bg-slate-100 hover:text-ink"
        />
        <h2 id={titleId} className="pr-8 text-2xl">
          {shell.popup.title}
        </h2>
        <p className="mt-3 text-ink-muted">{shell.popup.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={bookLink} variant="accent">
            {shell.nav[bookLink]}
          </ButtonLink>
        </div>
      </dialog>
      <ReopenModalButton tooltip={shell.reopenModal} name={shell.reopenName} dialogId={SUPPORT_DIALOG_ID} />
    </>
  );
}
