import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

type PageLanguage = 'en' | 'ne';
const storage = new AsyncLocalStorage<PageLanguage>();

/**
 * The language of the page a form was sent from, as the site's api layer says it in
 * `Content-Language` (a CORS-safelisted header, so the hosted table service accepts it too): a
 * booking made on /ne/book gets its e-mails in Nepali, and the record's spec fields stay as they are.
 * Kept for the request, so the record store's create hook (which sees no request) can read it.
 */
export function registerPageLanguage(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['content-language'];
    const language: PageLanguage = typeof header === 'string' && /^ne\b/i.test(header.trim()) ? 'ne' : 'en';
    storage.run(language, done);
  });
}

/** The page language of the request being handled; English outside one. */
export const pageLanguage = (): PageLanguage => storage.getStore() ?? 'en';

/** Runs `work` as if the request had said `language` (a form sent without JavaScript says it by its page's path). */
export const inPageLanguage = <T>(language: PageLanguage, work: () => T): T => storage.run(language, work);
