import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../schemas/company';
import { waitFor } from '../testing/fault-proxy';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let sink: SmtpSink;
let gateway: TestGateway;
let admin: StaffClient;
let facts: Record<string, unknown>;

const changed = { name: 'Bridge Learning Pvt. Ltd.', phone: '+977 985-2012345', email: 'hello@bridge.example' };

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_RETRY_BASE_MS: '20',
    // A wallet configured, so the payment pages are served (none is reached by these pages).
    KHALTI_SECRET_KEY: 'test-khalti-secret-key',
    KHALTI_API_URL: 'http://127.0.0.1:9/',
  });
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  facts = (await (await admin.call('GET', '/settings/company')).json()).facts;
  expect((await admin.call('PUT', '/settings/company', { ...facts, ...changed })).status).toBe(200);
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});

let booked = 0;
/** A meeting booked on the English or the Nepali site: the token of its manage link, from the visitor's e-mail. */
async function bookedToken(lang: 'en' | 'ne'): Promise<string> {
  const address = `visitor-pages-${++booked}@example.com`;
  const response = await postJson(
    gateway.table('Meeting'),
    { fields: { ...meeting(booked, 0), Email: address } },
    { 'Content-Language': lang },
  );
  expect(response.status).toBe(200);
  const mail = await waitFor(() => sink.received.find((m) => m.envelopeTo.includes(address)), 20_000);
  const token = /\/meeting\/manage\?t=([\w.-]+)/.exec(mail?.parsed.text ?? '')?.[1];
  expect(token, 'the e-mail carries a manage link').toBeDefined();
  return token!;
}

const get = (path: string) => fetch(new URL(path, gateway.url));
const post = (path: string, fields: Record<string, string>, origin = gateway.url) =>
  fetch(new URL(path, gateway.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });

describe("the pages the gateway writes for a visitor carry the company's name and phone as staff last set them", () => {
  it('in English and in Nepali: refusals, dead links, the cancelled page, the payment and follow pages', async () => {
    const english = await bookedToken('en');
    const nepali = await bookedToken('ne');
    const foreign = 'https://evil.example';
    const pages: [string, 'en' | 'ne', number, () => Promise<Response>][] = [
      ['a dead manage link', 'en', 404, () => get('/meeting/manage?t=nonsense')],
      ['a dead offer link', 'en', 404, () => get('/meeting/take?t=nonsense')],
      ['a manage form from another site', 'en', 403, () => post('/meeting/manage', { t: english }, foreign)],
      ['a manage form from another site', 'ne', 403, () => post('/meeting/manage', { t: nepali }, foreign)],
      ['a cancel left unticked', 'ne', 400, () => post('/meeting/manage', { t: nepali, action: 'cancel' })],
      ['the cancelled page', 'en', 200, () => post('/meeting/manage', { t: english, action: 'cancel', sure: 'yes' })],
      ['the cancelled page', 'ne', 200, () => post('/meeting/manage', { t: nepali, action: 'cancel', sure: 'yes' })],
      ['a dead pay link', 'en', 404, () => get('/meeting/pay?t=nonsense&with=khalti')],
      ['a wallet return that is not ours', 'en', 400, () => get('/payments/khalti/return?pidx=x&purchase_order_id=y')],
      ['a booking form from another site', 'en', 403, () => post('/book', {}, foreign)],
      ['a booking form from another site', 'ne', 403, () => post('/ne/book', {}, foreign)],
      ['a follow form from another site', 'en', 403, () => post('/follow', { email: 'a@example.com' }, foreign)],
      ['a follow form from another site', 'ne', 403, () => post('/ne/follow', { email: 'a@example.com' }, foreign)],
      ['the follow form sent', 'en', 200, () => post('/follow', { email: 'reader@example.com' })],
      ['the follow form sent', 'ne', 200, () => post('/ne/follow', { email: 'pathak@example.com' })],
      ['a dead confirmation link', 'en', 404, () => get('/follow/confirm?token=nonsense')],
      ['a dead unsubscribe link', 'en', 404, () => get('/follow/unsubscribe?token=nonsense')],
    ];
    for (const [what, lang, status, open] of pages) {
      const response = await open();
      const html = await response.text();
      const label = `${what} (${lang})`;
      expect(response.status, label).toBe(status);
      expect(response.headers.get('content-type'), label).toContain('text/html');
      expect(html, label).toContain(`<html lang="${lang}">`);
      expect(html, label).toContain(`<header><a href="${lang === 'ne' ? '/ne/' : '/'}">${changed.name}</a></header>`);
      expect(html, label).toMatch(new RegExp(`<title>[^<]* · ${changed.name.replace(/\./g, '\\.')}</title>`));
      expect(html, label).toContain('<a href="tel:+9779852012345">+977 985-2012345</a>');
      expect(html, label).toContain('<a href="mailto:hello@bridge.example">hello@bridge.example</a>');
      expect(html, label).toContain(lang === 'ne' ? 'मा फोन गर्नुहोस्' : 'Questions? Call us on');
      expect(html, label).not.toContain(company.name);
      expect(html, label).not.toContain(company.phone.display);
    }
  });
});
