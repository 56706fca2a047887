import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { dialogBoot } from './dialog-boot';

// jsdom has no invoker commands and no closedby, as Safari before 26.2 has none: the lines inlined
// in every page open and close the dialog there. In Chromium the browser does
// (tests/e2e/before-hydration.test.ts).
describe('the support dialog with its inline lines, in a browser with no invoker commands', () => {
  beforeAll(() => {
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    dialogBoot();
  });

  it('opens on its tab, closes on its close button and on a tap outside it, not on a tap inside', async () => {
    const user = userEvent.setup();
    renderRoute('/about');
    const dialog = document.getElementById('support-dialog') as HTMLDialogElement;
    await user.click(screen.getByRole('button', { name: /^Open again: Get IT support/ }));
    expect(dialog.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);

    dialog.showModal();
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 200, width: 335, height: 240 });
    fireEvent.click(dialog, { clientX: 100, clientY: 300 });
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog, { clientX: 100, clientY: 100 });
    expect(dialog.open).toBe(false);
  });

  it('keeps Tab and Shift+Tab going round the open dialog', async () => {
    const user = userEvent.setup();
    renderRoute('/about');
    const dialog = document.getElementById('support-dialog') as HTMLDialogElement;
    dialog.showModal();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(dialog.querySelector('a')).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.querySelector('a')).toHaveFocus();
  });
});
