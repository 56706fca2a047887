import 'react';

// HTML's invoker commands (a button that opens or closes a dialog with no script): React passes
// the attributes through; its types do not list them yet.
declare module 'react' {
  // The merged interface must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
