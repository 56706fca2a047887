import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';
import { setViewportWidth } from './viewport';

// Forms load their validation and request code on first submit; on a busy two-core CI machine
// that can take longer than the library's default one-second wait.
configure({ asyncUtilTimeout: 5000 });

/** What jsdom lacks, set before every test: it has no scrolling (the app scrolls to the top on
 * every route change) and no matchMedia (tests set the width they need with setViewportWidth). */
function resetWindow() {
  window.scrollTo = () => {};
  setViewportWidth(1280);
}

resetWindow();
// jsdom's <dialog> has only `open`: opening and closing set it, as a browser's do (the focus, the
// top layer and Escape are the browser's, tested in Chromium: tests/e2e/shell.test.ts).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  resetWindow();
});
afterAll(() => server.close());
