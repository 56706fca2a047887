import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shell as englishShell } from '@/content/shell';
import { shell as nepaliShell } from '@/content/ne/shell';
import { renderRoute } from '@/testing/render-route';

// The dialog and its tab are plain HTML in every page: the browser opens and closes it with no code
// (tests/e2e/before-hydration.test.ts); here, what it is made of, in both languages.
describe('SupportDialog', { timeout: 20_000 }, () => {
  it.each([
    ['/about', englishShell, '/book'],
    ['/ne/about', nepaliShell, '/ne/book'],
  ] as const)(
    '%s: a labelled modal dialog that the Reopen Modal tab opens and its close button closes',
    async (path, shell, book) => {
      // A Nepali page's texts are a chunk of their own: the page suspends until it has loaded.
      await act(async () => {
        renderRoute(path);
      });
      const tab = await screen.findByRole('button', { name: shell.reopenName }, { timeout: 10_000 });
      expect(tab).toHaveAttribute('title', shell.reopenModal);
      expect(tab).toHaveAttribute('command', 'show-modal');
      const dialog = document.getElementById(tab.getAttribute('commandfor')!)!;
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).not.toHaveAttribute('open');
      // A tap outside closes it too, as Escape does.
      expect(dialog).toHaveAttribute('closedby', 'any');
      dialog.setAttribute('open', '');
      expect(screen.getByRole('dialog', { name: shell.popup.title })).toBe(dialog);
      expect(within(dialog).getByText(shell.popup.text)).toBeInTheDocument();
      const close = within(dialog).getByRole('button', { name: shell.dialogClose });
      expect(close).toHaveAttribute('command', 'close');
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(within(dialog).getByRole('link', { name: shell.nav['/book'] })).toHaveAttribute('href', book);
    },
  );
});
