import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// jsdom has no matchMedia; tests set the width they need with setViewportWidth().
import { setViewportWidth } from './viewport';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  setViewportWidth(1280);
});
afterAll(() => server.close());

setViewportWidth(1280);
