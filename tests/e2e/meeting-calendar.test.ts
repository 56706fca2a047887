import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../server/testing/fault-proxy';
import { openPage, sharedBrowser } from './support/browser';
import { mailingGateway } from './support/mailing-gateway';
import { freeDayAt } from './support/nepal-day';

// Every writer of a booking's calendar entry (the visitor's "Add to calendar" on /book, the e-mailed
// invitations, the back office's download) describes one event: a calendar that sees several of them
// keeps one entry, and a Decline cancels it wherever it came from.
const browser = sharedBrowser();
const rig = mailingGateway();

interface Entry {
  method: string | null;
  uid: string;
  start: string;
  end: string;
  sequence: number;
  status: string;
}

function entry(ics: string): Entry {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]);
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    sequence: event.sequence,
    status: String(vevents[0].getFirstPropertyValue('status')),
  };
}

const staffApi = (path: string, init: RequestInit = {}) =>
  fetch(`${rig.gateway.url}/staff/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${rig.gateway.staffToken}`, 'Content-Type': 'application/json' },
  });

async function staffFile(id: string): Promise<Entry> {
  const response = await staffApi(`/records/Meeting/${id}/ics`);
  expect(response.status).toBe(200);
  return entry(await response.text());
}

async function decide(id: string, decision: 'confirmed' | 'declined') {
  const response = await staffApi(`/records/Meeting/${id}/decision`, {
    method: 'POST',
    body: JSON.stringify({
      decision,
      joinUrl: decision === 'confirmed' ? 'https://us02web.zoom.us/j/81234567890' : undefined,
    }),
  });
  expect(response.status).toBe(200);
}

function invitations(address: string, count: number): Promise<Entry[]> {
  return waitFor(() => {
    const mails = rig.sink.received.filter((mail) => mail.envelopeTo.includes(address));
    if (mails.length < count) return undefined;
    return mails.map((mail) => {
      const ics = mail.parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
      return entry(ics!.content.toString('utf8'));
    });
  }, 20_000);
}

describe('one calendar event per booking', () => {
  it("the visitor's file, every invitation and the staff download share the UID, start and end; SEQUENCE only grows", async () => {
    const { page, errors } = await openPage(browser(), 375);
    await page.goto(`${rig.gateway.url}/book`, { waitUntil: 'networkidle' });
    const email = `calendar-${Date.now()}@example.com`;
    const day = await freeDayAt(rig.gateway.url, 9, '11:00', 30);
    await page.getByRole('textbox', { name: 'Name' }).fill('Nirmala Shrestha');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByLabel('Preferred Date').fill(day);
    await page.getByLabel('Preferred Time').fill('11:00');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Non Profit');
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
    const created = page.waitForResponse((response) => response.url().endsWith('/Meeting') && response.ok());
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    const { id } = (await (await created).json()) as { id: string };
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const visitorFile = entry(Buffer.concat(chunks).toString('utf8'));
    expect(errors).toEqual([]);
    await page.context().close();

    // 11:00 in Nepal (UTC+05:45) is 05:15 UTC; 30 minutes long.
    const event = {
      uid: `meeting-${id}@www.digitalbridge.com.np`,
      start: `${day}T05:15:00.000Z`,
      end: `${day}T05:45:00.000Z`,
    };
    expect(visitorFile).toEqual({ ...event, method: 'PUBLISH', sequence: 0, status: 'TENTATIVE' });
    const [received] = await invitations(email, 1);
    expect(received).toEqual({ ...event, method: 'REQUEST', sequence: 0, status: 'TENTATIVE' });
    expect(await staffFile(id)).toEqual({ ...event, method: 'PUBLISH', sequence: 0, status: 'TENTATIVE' });

    await decide(id, 'confirmed');
    const [, confirmed] = await invitations(email, 2);
    expect(confirmed).toEqual({ ...event, method: 'REQUEST', sequence: 1, status: 'CONFIRMED' });
    expect(await staffFile(id)).toEqual({ ...event, method: 'PUBLISH', sequence: 1, status: 'CONFIRMED' });

    await decide(id, 'declined');
    const [, , cancelled] = await invitations(email, 3);
    expect(cancelled).toEqual({ ...event, method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
    expect(await staffFile(id)).toEqual({ ...event, method: 'PUBLISH', sequence: 2, status: 'CANCELLED' });
  });
});
