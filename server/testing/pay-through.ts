import type { MeetingPayment } from '../../schemas/meeting-payment';

/** A booking's answer as the site's form reads it: the record, and for a paid meeting its payment. */
export interface BookedAnswer {
  id: string;
  payment?: MeetingPayment;
}

/** Books a meeting through the table API; the answer with its payment, if any. */
export async function bookMeeting(tableUrl: string, fields: object): Promise<BookedAnswer> {
  const response = await fetch(tableUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (response.status !== 200) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as BookedAnswer;
}

/** A link's path and query on the gateway (links name the public site when PUBLIC_URL is unset). */
export const onGateway = (gatewayUrl: string, link: string) => {
  const url = new URL(link);
  return `${gatewayUrl}${url.pathname}${url.search}`;
};

/** The visitor presses "Pay with …" (a form post from the site's own page): the gateway's raw answer. */
export function pressPay(gatewayUrl: string, payLink: string) {
  const link = new URL(payLink);
  return fetch(`${gatewayUrl}/meeting/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gatewayUrl },
    body: new URLSearchParams({ t: link.searchParams.get('t')!, with: link.searchParams.get('with')! }).toString(),
    redirect: 'manual',
  });
}

/** The hidden fields of the eSewa hand-off page, and where its form goes. */
export function handoffForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1].replace(/&amp;/g, '&');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      value
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ]),
  );
  return { action, fields };
}

/** Posts a form as a browser does, without following the answer's redirect. */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The visitor presses Pay (or Cancel) on a wallet double's page: where the wallet sends the browser. */
export async function payAtWallet(payPageUrl: string, choice: 'pay' | 'cancel' = 'pay'): Promise<string> {
  return (await postForm(payPageUrl, { choice })).headers.get('location')!;
}

/** Opens a URL without following redirects: the status and where it leads. */
export async function visit(url: string): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}
