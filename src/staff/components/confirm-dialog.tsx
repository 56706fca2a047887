import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormStatus } from '@/components/ui/form/form-status';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string;
}

/** Asks before something that cannot be undone; the safe choice comes first and Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onClose, title, children, cancelLabel, confirmLabel, onConfirm, busy = false, error } = props;
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel="Close">
      <div className="text-ink-muted">{children}</div>
      <FormStatus tone="error" className="mt-2 text-sm">
        {error}
      </FormStatus>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onClose}>
          {cancelLabel}
        </Button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
