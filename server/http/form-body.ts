import type { FastifyInstance } from 'fastify';

/** A plain HTML form's fields, each by its first value. */
export type FormFields = Record<string, string>;

/**
 * Reads `application/x-www-form-urlencoded` bodies of up to `limit` bytes in this plugin's scope as
 * `FormFields` (a repeated name keeps its first value): the forms the site sends without JavaScript.
 */
export function parseFormBodies(app: FastifyInstance, limit: number) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limit },
    (_request, body, done) => {
      const form: FormFields = {};
      for (const [key, value] of new URLSearchParams(body as string)) if (!(key in form)) form[key] = value;
      done(null, form);
    },
  );
}

export const isForm = (body: unknown): body is FormFields =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** A visitor's form post's route options: its body limit, and at most `writesPerMinute` per address (0: no limit). */
export const formPostOptions = (limit: number, writesPerMinute: number) =>
  writesPerMinute > 0
    ? { config: { rateLimit: { max: writesPerMinute, timeWindow: 60_000 } }, bodyLimit: limit }
    : { bodyLimit: limit };
