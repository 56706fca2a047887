/**
 * Name of the hidden field that only bots fill; the gateway accepts and drops such records. Kept
 * apart from tables.ts so the site can use it without bundling every schema.
 */
export const HONEYPOT_FIELD = 'website';
