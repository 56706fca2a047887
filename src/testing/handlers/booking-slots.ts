import { http, HttpResponse } from 'msw';

export interface SlotsAnswer {
  timeZone: string;
  slots: { start: string; end: string }[];
  days: { date: string; status: string }[];
}

/** The gateway's free-slots read, answering `answer` and keeping every query it was asked. */
export function bookingSlotsHandler(answer: SlotsAnswer) {
  const queries: URLSearchParams[] = [];
  const handler = http.get('*/api/booking/slots', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json(answer);
  });
  return { handler, queries };
}
