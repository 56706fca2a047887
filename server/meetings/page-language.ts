import type { PageLanguage } from './manage-page';

/**
 * The language of the page a form was sent from, as the site's api layer says it in
 * `Content-Language` (a CORS-safelisted header, so the hosted table service accepts it too): a
 * booking made on /ne/book gets its e-mails in Nepali, and the record's spec fields stay as they are.
 */
export const pageLanguageOf = (header: string | string[] | undefined): PageLanguage =>
  typeof header === 'string' && /^ne\b/i.test(header.trim()) ? 'ne' : 'en';
