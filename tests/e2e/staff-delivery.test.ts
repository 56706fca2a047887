import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  openFromNavigation,
  signIn,
  submitCallback,
} from './support/staff-fixtures';

const browser = sharedBrowser();
const refusal = 'Field "Phone No" cannot accept the provided value';

/**
 * A stand-in for the hosted table service: it refuses callback records (422, final) until told
 * to accept them, answers the rest, and lists an empty Team table.
 */
let accepting = false;
let accepted = 0;
const upstream: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'GET') return response.end(JSON.stringify({ records: [] }));
    if (!accepting) {
      response.statusCode = 422;
      return response.end(JSON.stringify({ error: { type: 'INVALID_VALUE_FOR_COLUMN', message: refusal } }));
    }
    const { records } = JSON.parse(body) as { records: { fields: object }[] };
    accepted += records.length;
    response.end(
      JSON.stringify({
        records: records.map((record, i) => ({
          id: `recUp${accepted}${i}`,
          createdTime: new Date().toISOString(),
          ...record,
        })),
      }),
    );
  });
});
let relay: RunningGateway;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  relay = await startGateway({
    STAFF_TOKEN: 'relay-staff-token-0123456789abcdef',
    UPSTREAM_TABLE_URL: upstreamUrl,
    UPSTREAM_TOKEN: 'patRelayTest.0123456789',
  });
  await addAccountWithCli(relay, { ...adminAccount, admin: true });
});
afterAll(async () => {
  await relay?.stop();
  upstream.close();
});

describe('the back office with the hosted table as a mirror', () => {
  it('shows the inbox and, beside it, delivery health: a dead letter with the upstream’s message, and Retry', async () => {
    const watched = await openPage(browser(), 375, 812);
    const { page, errors } = watched;
    await signIn(watched, relay.url, adminAccount.email, adminAccount.password);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();

    const { id } = await submitCallback(relay.url, 'Refused', 'Visitor', '9800000009');
    // The submission is in the back office at once, whatever the hosted table answers.
    await page.goto(`${relay.url}/staff/records/Request-Callback/${id}`);
    await page.getByRole('heading', { name: 'Refused Visitor', level: 1 }).waitFor();
    await openFromNavigation(page, 'Delivery');
    await page.getByRole('heading', { name: 'Delivery health', level: 1 }).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Delivery health', level: 1 }).waitFor();
          return page.getByText(refusal, { exact: false }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    expect(await page.getByText(/^0 Delivered$/).count()).toBe(1);
    expect(await page.getByText(/^1 Dead letters$/).count()).toBe(1);

    accepting = true;
    await page.getByRole('button', { name: /^Retry Request-Callback submission/ }).click();
    // Retry wakes the forwarder: the letter goes at once, not at the forwarder's next idle check (60 s).
    await expect.poll(() => accepted, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Delivery health', level: 1 }).waitFor();
        return page.getByText(/^1 Delivered$/).count();
      }, eventually)
      .toBe(1);
    expect(await page.getByText('None: every submission reached the hosted table or is on its way.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
