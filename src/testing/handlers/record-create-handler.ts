import { http, HttpResponse } from 'msw';

/** The path every table call goes to in tests (same origin, default base). */
export const tablePath = (table: string) => `/v0/appLocalGateway01/${encodeURIComponent(table)}`;

export interface CreateOptions {
  /** Status to answer with; 200 answers the created record. */
  status?: number;
  /** Fail without an answer, as a dropped connection does. */
  networkError?: boolean;
  /** The error's type and message when `status` is not 200. */
  error?: { type: string; message: string };
  /** What a 200 answer carries beside the created record (a booking's ways to pay). */
  extra?: Record<string, unknown>;
}

/** A create handler for one table that keeps every body it received, in order. */
export function recordCreateHandler(table: string, options: CreateOptions = {}) {
  const bodies: { fields: Record<string, unknown> }[] = [];
  const handler = http.post(tablePath(table), async ({ request }) => {
    const body = (await request.json()) as { fields: Record<string, unknown> };
    bodies.push(body);
    if (options.networkError) return HttpResponse.error();
    const status = options.status ?? 200;
    if (status !== 200)
      return HttpResponse.json(
        { error: options.error ?? { type: 'TEST_FAILURE', message: 'Refused by the test' } },
        { status },
      );
    return HttpResponse.json({
      id: `rec${String(bodies.length).padStart(14, '0')}`,
      createdTime: new Date().toISOString(),
      fields: body.fields,
      ...options.extra,
    });
  });
  return { handler, bodies };
}
