import { setupServer } from 'msw/node';

/** One msw server for every site test; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
