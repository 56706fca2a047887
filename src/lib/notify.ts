import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any code asked for a toast; the layout then mounts the toast container. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/**
 * Shows a toast. react-toastify is loaded on the first call rather than with every page; toasts
 * raised before its container mounts are queued by the library and shown once it does.
 */
export async function notify(kind: Kind, message: string, options?: { autoClose?: number }) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('react-toastify');
  toast[kind](message, options);
}
