type Kind = 'success' | 'error' | 'info';

let toaster: Promise<void> | undefined;

/**
 * Mounts the toast container in a root of its own, once: no page renders it, a toast brings it
 * (unless something already rendered one, as a component test does).
 */
function mountToaster(): Promise<void> {
  toaster ??= Promise.all([import('react'), import('react-dom/client'), import('./toaster')]).then(
    ([{ createElement }, { createRoot }, { default: Toaster }]) => {
      if (document.querySelector('.Toastify')) return;
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(createElement(Toaster));
    },
  );
  return toaster;
}

/**
 * Shows a toast. react-toastify is loaded on the first call rather than with every page; toasts
 * raised before its container mounts are queued by the library and shown once it does.
 */
export async function showToast(kind: Kind, message: string, options?: { autoClose?: number }) {
  void mountToaster();
  const { toast } = await import('react-toastify');
  toast[kind](message, options);
}
