import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../schemas/company';
import { mediaUrl, type MediaImage } from '../../schemas/media-image';
import { purposeNe } from '../../schemas/meeting-purposes-ne';
import { addDays, nepalDateTime } from '../../schemas/booking-slots';
import { nepalToday } from '../../schemas/nepal-time';
import { waitFor } from '../testing/fault-proxy';
import { meeting } from '../testing/sample-records';
import { setRecordFields } from '../testing/set-record-fields';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { invitation } from '../testing/mail-invitation';

let sink: SmtpSink;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_MEETING_TO: 'meetings@example.com',
    NOTIFY_RETRY_BASE_MS: '20',
  });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

let email = 0;
/** A booked meeting with its own visitor address, so each test reads only its own mail. */
async function book(day: number, slot: number, fields = {}) {
  const address = `visitor-${++email}@example.com`;
  const booked = { ...meeting(day, slot), Email: address, ...fields };
  const response = await postJson(gateway.table('Meeting'), { fields: booked });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, address, booked };
}

const mailsTo = (address: string) => sink.received.filter((mail) => mail.envelopeTo.includes(address));
async function mailNumber(address: string, n: number): Promise<ReceivedMail> {
  return (await waitFor(() => mailsTo(address)[n - 1], 20_000))!;
}

/** The manage link in a visitor's e-mail, as a path on this gateway (the e-mail names the public site, company.website without PUBLIC_URL). */
function manageLink(mail: ReceivedMail): string {
  const match = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(mail.parsed.text ?? '');
  expect(match, 'the e-mail carries a manage link').not.toBeNull();
  return match![1];
}

const decide = (id: string, body: object) => staff.call('POST', `/records/Meeting/${id}/decision`, body);

describe('Confirm with a join link', () => {
  it('the booking e-mail says "Requested", holds the time as TENTATIVE and carries a manage link', async () => {
    const { address } = await book(0, 0);
    const received = await mailNumber(address, 1);
    expect(received.parsed.subject).toMatch(/^Requested: your meeting on /);
    expect(received.parsed.text).toContain('Requested: we will confirm by e-mail');
    expect(invitation(received)).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'TENTATIVE' });
    expect(manageLink(received)).toMatch(/^\/meeting\/manage\?t=/);
  });

  it('refuses a missing, non-https or other-gateway link with a clear message, and records nothing', async () => {
    const { id } = await book(0, 1);
    const attempts: [unknown, RegExp][] = [
      [undefined, /Enter the Zoom link/],
      ['', /Enter the Zoom link/],
      ['zoom.us/j/1', /whole web address/],
      ['http://zoom.us/j/1', /must start with https/],
      ['https://meet.google.com/abc-defg-hij', /not a Zoom link/],
      ['https://zoom.us.evil.example/j/1', /not a Zoom link/],
      ['https://user:pw@zoom.us/j/1', /user name or password/],
    ];
    for (const [joinUrl, message] of attempts) {
      const response = await decide(id, { decision: 'confirmed', joinUrl });
      expect(response.status, String(joinUrl)).toBe(422);
      expect((await response.json()).error.message).toMatch(message);
    }
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.record.decision).toBeNull();
    expect(detail.meetingLife).toMatchObject({ joinUrl: null });
  });

  it("sends the link in the e-mail and in the invitation's LOCATION and URL: same UID, SEQUENCE 1, CONFIRMED", async () => {
    const { id, address } = await book(0, 2, { 'Meeting Gateway': 'Google Meet' });
    const first = invitation(await mailNumber(address, 1));
    const response = await decide(id, { decision: 'confirmed', joinUrl: ' https://meet.google.com/abc-defg-hij ' });
    expect(response.status).toBe(200);
    expect((await response.json()).meetingLife).toMatchObject({ joinUrl: 'https://meet.google.com/abc-defg-hij' });
    const confirmed = await mailNumber(address, 2);
    expect(confirmed.parsed.subject).toMatch(/^Confirmed: /);
    expect(confirmed.parsed.text).toContain('https://meet.google.com/abc-defg-hij');
    expect(confirmed.parsed.html).toContain('href="https://meet.google.com/abc-defg-hij"');
    expect(manageLink(confirmed)).toMatch(/^\/meeting\/manage\?t=/);
    expect(invitation(confirmed)).toEqual({
      ...first,
      method: 'REQUEST',
      sequence: 1,
      status: 'CONFIRMED',
      location: 'https://meet.google.com/abc-defg-hij',
      url: 'https://meet.google.com/abc-defg-hij',
    });
  });
});

describe('the visitor manage link', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url, ...headers },
      body,
      redirect: 'manual',
    });
  const tokenOf = (link: string) => new URL(link, gateway.url).searchParams.get('t')!;
  const page = async (link: string) => {
    const response = await fetch(`${gateway.url}${link}`);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const slotsOn = async (from: string, days: number, minutes: number) =>
    (
      (await (
        await fetch(`${gateway.url}/api/booking/slots?from=${from}&days=${days}&duration=${minutes}`)
      ).json()) as {
        slots: { start: string }[];
      }
    ).slots.map((slot) => slot.start);

  it('shows the meeting without JavaScript, private (no-store, no referrer to other sites, noindex)', async () => {
    const { address, booked } = await book(1, 0);
    const link = manageLink(await mailNumber(address, 1));
    const { status, html, headers } = await page(link);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain(`${booked['Preferred Time']} Nepal time`);
    expect(html).toContain('Requested: we will confirm by e-mail');
    expect(html).toContain('Move my meeting');
    expect(html).toContain('Cancel my meeting');
    expect(html).not.toMatch(/<script/);
  });

  it('names the company, its phone and its e-mail as an admin last set them', async () => {
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    const facts = (await (await admin.call('GET', '/settings/company')).json()).facts;
    const { address } = await book(7, 0);
    const link = manageLink(await mailNumber(address, 1));
    const changed = { ...facts, name: 'Bridge Learning', phone: '+977 985-2012345', email: 'hello@bridge.example' };
    expect((await admin.call('PUT', '/settings/company', changed)).status).toBe(200);
    try {
      const { html } = await page(link);
      expect(html).toContain('Your meeting with Bridge Learning');
      expect(html).toContain('<a href="tel:+9779852012345">+977 985-2012345</a>');
      expect(html).toContain('<a href="mailto:hello@bridge.example">hello@bridge.example</a>');
      expect(html).not.toContain(company.phone.display);
      expect(html).not.toContain(company.email);
    } finally {
      expect((await admin.call('PUT', '/settings/company', facts)).status).toBe(200);
    }
  });

  it('moves the meeting to a free time: ledger, record fields, invitation (same UID, SEQUENCE+1), staff told', async () => {
    const { id, address, booked } = await book(1, 1);
    const received = await mailNumber(address, 1);
    const link = manageLink(received);
    const from = addDays(nepalToday(), 30);
    const target = (await slotsOn(from, 7, 30))[5];
    const moved = await post('/meeting/manage', form({ t: tokenOf(link), action: 'move', start: target }));
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toMatch(/^\/meeting\/manage\?t=.+&moved=1$/);
    const after = await page(moved.headers.get('location')!);
    expect(after.html).toContain('Moved.');

    const next = nepalDateTime(new Date(target));
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.record.fields).toMatchObject({ 'Preferred date': next.date, 'Preferred Time': next.time });
    expect(detail.record.decision.value).toBe('rescheduled');
    expect(detail.notes[0].body).toMatch(/moved the meeting from .* to .* from their private link/);
    // The new time is taken, the old one free again.
    const free = await slotsOn(from, 7, 30);
    expect(free).not.toContain(target);
    const old = new Date(`${booked['Preferred date']}T${booked['Preferred Time']}:00+05:45`).toISOString();
    expect(await slotsOn(booked['Preferred date'], 1, 30)).toContain(old);

    const update = invitation(await mailNumber(address, 2));
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invitation(received).uid,
      sequence: 1,
      status: 'TENTATIVE',
      start: target,
    });
    const staffMail = await waitFor(() =>
      sink.received.find(
        (mail) =>
          mail.envelopeTo.includes('meetings@example.com') && /moved by the visitor/.test(mail.parsed.subject ?? ''),
      ),
    );
    expect(staffMail!.parsed.text).toContain(`${next.time} Nepal time`);
  });

  it('refuses a taken or too-soon time with 409 and the nearest free times, changing nothing', async () => {
    const { id, address, booked } = await book(1, 2);
    const taken = await book(1, 3);
    const link = manageLink(await mailNumber(address, 1));
    const takenStart = new Date(`${taken.booked['Preferred date']}T${taken.booked['Preferred Time']}:00+05:45`);
    const tooSoon = new Date(Date.now() + 60 * 60_000);
    for (const start of [takenStart, tooSoon]) {
      const refused = await post(
        '/meeting/manage',
        form({ t: tokenOf(link), action: 'move', start: start.toISOString() }),
      );
      expect(refused.status).toBe(409);
      const html = await refused.text();
      expect(html).toContain('That time was just taken or is too soon');
      expect(html).toContain('The nearest free times');
    }
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.record.fields['Preferred Time']).toBe(booked['Preferred Time']);
    expect(detail.record.decision).toBeNull();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('cancels: slot freed, METHOD:CANCEL with SEQUENCE+1, staff told; a replay of the link is dead', async () => {
    const { id, address, booked } = await book(2, 0);
    const received = await mailNumber(address, 1);
    const link = manageLink(received);
    const unticked = await post('/meeting/manage', form({ t: tokenOf(link), action: 'cancel' }));
    expect(unticked.status).toBe(400);
    const cancelled = await post('/meeting/manage', form({ t: tokenOf(link), action: 'cancel', sure: 'yes' }));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Your meeting is cancelled');
    const cancel = invitation(await mailNumber(address, 2));
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invitation(received).uid, sequence: 1, status: 'CANCELLED' });
    const start = new Date(`${booked['Preferred date']}T${booked['Preferred Time']}:00+05:45`).toISOString();
    expect(await slotsOn(booked['Preferred date'], 1, 30)).toContain(start);
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.record.decision.value).toBe('cancelled');
    await waitFor(() =>
      sink.received.find(
        (mail) =>
          mail.envelopeTo.includes('meetings@example.com') &&
          /cancelled by the visitor/.test(mail.parsed.subject ?? ''),
      ),
    );

    // Replayed: the link was revoked with the cancel; nothing more is sent or changed.
    const replay = await post('/meeting/manage', form({ t: tokenOf(link), action: 'cancel', sure: 'yes' }));
    expect(replay.status).toBe(404);
    expect((await page(link)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(address)).toHaveLength(2);
  });

  it('takes an answered meeting out of New: Confirm and Decline put it In progress, a cancel archives it', async () => {
    const newMeetings = async () => {
      const counts = await (await staff.call('GET', '/counts')).json();
      const list = await (await staff.call('GET', '/records?table=Meeting&status=new&limit=100')).json();
      return { count: counts.Meeting as number, ids: (list.items as { id: string }[]).map((item) => item.id) };
    };
    const statusOf = async (id: string) =>
      (await (await staff.call('GET', `/records/Meeting/${id}`)).json()).record.status;
    const confirmed = await book(8, 0, { 'Meeting Gateway': 'Google Meet' });
    const declined = await book(8, 1);
    const byVisitor = await book(8, 2);
    const byStaff = await book(8, 3);
    const byHand = await book(9, 0, { 'Meeting Gateway': 'Google Meet' });
    const before = await newMeetings();
    for (const { id } of [confirmed, declined, byVisitor, byStaff, byHand]) expect(before.ids).toContain(id);

    expect((await staff.call('PATCH', `/records/Meeting/${byHand.id}`, { status: 'done' })).status).toBe(200);
    const joinUrl = 'https://meet.google.com/abc-defg-hij';
    for (const id of [confirmed.id, byHand.id])
      expect((await decide(id, { decision: 'confirmed', joinUrl })).status).toBe(200);
    expect((await decide(declined.id, { decision: 'declined', reason: 'Away that day.' })).status).toBe(200);
    expect((await decide(byStaff.id, { decision: 'cancelled' })).status).toBe(200);
    const link = manageLink(await mailNumber(byVisitor.address, 1));
    const cancel = await post('/meeting/manage', form({ t: tokenOf(link), action: 'cancel', sure: 'yes' }));
    expect(cancel.status).toBe(200);

    expect(await statusOf(confirmed.id)).toBe('in_progress');
    expect(await statusOf(declined.id)).toBe('in_progress');
    expect(await statusOf(byVisitor.id)).toBe('archived');
    expect(await statusOf(byStaff.id)).toBe('archived');
    expect(await statusOf(byHand.id)).toBe('done');
    const after = await newMeetings();
    expect(after.count).toBe(before.count - 5);
    for (const { id } of [confirmed, declined, byVisitor, byStaff, byHand]) expect(after.ids).not.toContain(id);
  });

  it('puts a meeting the visitor moves back to New for staff to confirm (audited), unless Archived or Spam', async () => {
    const admin = await signInAs(gateway, 'mover-admin@example.com', 'admin');
    const statusOf = async (id: string) =>
      (await (await staff.call('GET', `/records/Meeting/${id}`)).json()).record.status;
    const newIds = async () =>
      ((await (await staff.call('GET', '/records?status=new&limit=100')).json()).items as { id: string }[]).map(
        (item) => item.id,
      );
    const confirmed = await book(10, 0, { 'Meeting Gateway': 'Google Meet' });
    const doneByHand = await book(10, 1);
    const archived = await book(10, 2);
    const spam = await book(10, 3);
    const stillNew = await book(10, 4);
    const joinUrl = 'https://meet.google.com/abc-defg-hij';
    expect((await decide(confirmed.id, { decision: 'confirmed', joinUrl })).status).toBe(200);
    for (const [{ id }, status] of [
      [doneByHand, 'done'],
      [archived, 'archived'],
      [spam, 'spam'],
    ] as const)
      expect((await staff.call('PATCH', `/records/Meeting/${id}`, { status })).status).toBe(200);
    const countBefore = (await (await staff.call('GET', '/counts')).json()).Meeting as number;
    const listedBefore = await newIds();
    expect(listedBefore).not.toContain(confirmed.id);
    expect(listedBefore).not.toContain(doneByHand.id);

    for (const visitor of [confirmed, doneByHand, archived, spam, stillNew]) {
      const link = manageLink(mailsTo(visitor.address).at(-1) ?? (await mailNumber(visitor.address, 1)));
      const [free] = await slotsOn(addDays(nepalToday(), 40), 7, 30);
      const moved = await post('/meeting/manage', form({ t: tokenOf(link), action: 'move', start: free }));
      expect(moved.status).toBe(303);
    }

    const statuses = await Promise.all([confirmed, doneByHand, archived, spam, stillNew].map(({ id }) => statusOf(id)));
    expect(statuses).toEqual(['new', 'new', 'archived', 'spam', 'new']);
    // All new and its count hold them again, as the overview's waiting line counts with the same filter.
    expect((await (await staff.call('GET', '/counts')).json()).Meeting).toBe(countBefore + 2);
    const listedAfter = await newIds();
    for (const { id } of [confirmed, doneByHand, stillNew]) expect(listedAfter).toContain(id);
    for (const { id } of [archived, spam]) expect(listedAfter).not.toContain(id);

    const audit = (await (await admin.call('GET', '/audit?limit=100')).json()).items as {
      action: string;
      recordId: string;
      actor: { name: string } | null;
      detail: string | null;
    }[];
    const backToNew = audit.filter(
      (line) => line.action === 'set status New' && line.actor?.name.startsWith('Visitor'),
    );
    expect(backToNew.map((line) => [line.recordId, line.detail]).sort()).toEqual(
      [
        [confirmed.id, 'Was In progress: the visitor moved the meeting, so its new time waits for staff.'],
        [doneByHand.id, 'Was Done: the visitor moved the meeting, so its new time waits for staff.'],
      ].sort(),
    );
  });

  it('refuses forged, foreign and malformed tokens, another origin, and huge or malformed bodies', async () => {
    const one = await book(2, 1);
    const other = await book(2, 2);
    const link = manageLink(await mailNumber(one.address, 1));
    const otherLink = manageLink(await mailNumber(other.address, 1));
    const token = tokenOf(link);
    const [body, mac] = token.split('.');
    const [otherBody] = tokenOf(otherLink).split('.');
    const forged = [
      `${otherBody}.${mac}`, // another meeting's claims under this meeting's signature
      `${body}.${'A'.repeat(mac.length)}`,
      `${Buffer.from(JSON.stringify([one.id, 'guessed-nonce', null])).toString('base64url')}.${mac}`,
      body,
      `${token}.extra`,
      'x'.repeat(1000),
      '',
    ];
    for (const t of forged) {
      expect((await page(`/meeting/manage?t=${encodeURIComponent(t)}`)).status, t.slice(0, 40)).toBe(404);
      expect((await post('/meeting/manage', form({ t, action: 'cancel', sure: 'yes' }))).status).toBe(404);
    }
    // CSRF: the right token posted from another site, or with no origin at all.
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }]) {
      const response = await post('/meeting/manage', form({ t: token, action: 'cancel', sure: 'yes' }), headers);
      expect(response.status).toBe(403);
    }
    const noOrigin = await fetch(`${gateway.url}/meeting/manage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ t: token, action: 'cancel', sure: 'yes' }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await post('/meeting/manage', `t=${token}&action=cancel&sure=yes&pad=${'x'.repeat(10_000)}`)).status).toBe(
      413,
    );
    expect((await post('/meeting/manage', '%%%', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(
      400,
    );
    expect(
      (await post('/meeting/manage', JSON.stringify({ t: token }), { 'Content-Type': 'application/json' })).status,
    ).toBe(400);
    // A link to a meeting whose time has passed has expired.
    setRecordFields(gateway.app.database, other.id, { 'Preferred date': '2020-01-05' });
    expect((await page(otherLink)).status).toBe(410);
    expect((await post('/meeting/manage', form({ t: tokenOf(otherLink), action: 'cancel', sure: 'yes' }))).status).toBe(
      410,
    );
    // After all that, both meetings stand, untouched.
    for (const { id } of [one, other]) {
      const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
      expect(detail.record.decision).toBeNull();
    }
  });
});

describe('Decline with a reason and other free times', () => {
  const slotsFrom = async (days: number) =>
    (
      (await (
        await fetch(`${gateway.url}/api/booking/slots?from=${addDays(nepalToday(), days)}&days=5&duration=30`)
      ).json()) as {
        slots: { start: string }[];
      }
    ).slots.map((slot) => slot.start);
  const offerLinks = (received: ReceivedMail) =>
    [
      ...(received.parsed.text ?? '').matchAll(/https:\/\/www\.digitalbridge\.com\.np(\/meeting\/take\?t=[\w.-]+)/g),
    ].map((match) => match[1]);
  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const tokenOf = (link: string) => new URL(link, gateway.url).searchParams.get('t')!;

  it('refuses to offer a time that is not free', async () => {
    const { id } = await book(3, 0);
    const taken = await book(3, 1);
    const takenStart = new Date(`${taken.booked['Preferred date']}T${taken.booked['Preferred Time']}:00+05:45`);
    const response = await decide(id, { decision: 'declined', reason: 'Busy', offers: [takenStart.toISOString()] });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/^An offered time is not free any more/);
    expect((await decide(id, { decision: 'declined', offers: ['a', 'b', 'c', 'd'] })).status).toBe(422);
  });

  it('e-mails the reason and the offers as links; one books its time, the others die; a taken one shows the nearest', async () => {
    const { id, address } = await book(3, 2);
    const free = await slotsFrom(40);
    const offers = [free[0], free[4], free[8]];
    const declined = await decide(id, { decision: 'declined', reason: 'Our consultant is away that day.', offers });
    expect(declined.status).toBe(200);
    expect((await declined.json()).meetingLife).toMatchObject({
      declineReason: 'Our consultant is away that day.',
      offers,
    });
    const mail = await mailNumber(address, 2);
    expect(mail.parsed.text).toContain('Our reason: Our consultant is away that day.');
    const links = offerLinks(mail);
    expect(links).toHaveLength(3);
    expect(invitation(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 });

    // Opening a link (as a mail scanner would) books nothing: it shows the time and one button.
    const opened = await fetch(`${gateway.url}${links[1]}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Book this time');
    expect(await slotsFrom(40)).toContain(offers[1]);

    // Someone else takes the first offered time meanwhile: its link answers with the nearest free times.
    const { date, time } = nepalDateTime(new Date(offers[0]));
    await postJson(gateway.table('Meeting'), {
      fields: { ...meeting(), Email: 'someone@example.com', 'Preferred date': date, 'Preferred Time': time },
    });
    const late = await postForm('/meeting/take', { t: tokenOf(links[0]) });
    expect(late.status).toBe(409);
    const latePage = await late.text();
    expect(latePage).toContain('The nearest free times');
    expect(latePage).toContain('Choose another time');

    const taken = await postForm('/meeting/take', { t: tokenOf(links[1]) });
    expect(taken.status).toBe(303);
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    const booked = nepalDateTime(new Date(offers[1]));
    expect(detail.record.fields).toMatchObject({ 'Preferred date': booked.date, 'Preferred Time': booked.time });
    expect(detail.record.decision.value).toBe('rescheduled');
    expect(await slotsFrom(40)).not.toContain(offers[1]);
    expect(invitation(await mailNumber(address, 3))).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      status: 'TENTATIVE',
      start: offers[1],
    });
    // The other offer is spent: the meeting is no longer declined.
    expect((await postForm('/meeting/take', { t: tokenOf(links[2]) })).status).toBe(409);
    expect(await slotsFrom(40)).toContain(offers[2]);
    // An offer link's signature does not stretch to another time.
    const [body, mac] = tokenOf(links[2]).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
    claims[2] = free[12];
    const stretched = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
    expect((await postForm('/meeting/take', { t: stretched })).status).toBe(404);
  });
  it('a second decline voids the first one’s offer links; its own work', async () => {
    const { id, address } = await book(3, 3);
    const free = await slotsFrom(41);
    expect((await decide(id, { decision: 'declined', offers: [free[0], free[4]] })).status).toBe(200);
    const first = offerLinks(await mailNumber(address, 2));
    expect((await decide(id, { decision: 'declined', reason: 'Not those either.', offers: [free[8]] })).status).toBe(
      200,
    );
    const second = offerLinks(await mailNumber(address, 3));
    expect(second).toHaveLength(1);

    expect((await fetch(`${gateway.url}${first[0]}`)).status).toBe(404);
    expect((await postForm('/meeting/take', { t: tokenOf(first[1]) })).status).toBe(404);
    expect(await slotsFrom(41)).toContain(free[4]);
    expect((await postForm('/meeting/take', { t: tokenOf(second[0]) })).status).toBe(303);
    expect(await slotsFrom(41)).not.toContain(free[8]);
  });
});

describe('the language of the page booked on', () => {
  it('a booking sent from a Nepali page gets Nepali e-mails with both calendars; the record keeps the spec fields', async () => {
    const address = 'nepali-visitor@example.com';
    const booked = { ...meeting(4, 0), Email: address, Name: 'सीता शर्मा' };
    const response = await postJson(gateway.table('Meeting'), { fields: booked }, { 'Content-Language': 'ne' });
    expect(response.status).toBe(200);
    const { id, fields } = (await response.json()) as { id: string; fields: Record<string, unknown> };
    // The spec's fields as sent (an empty Phone is not stored), nothing added.
    const { Phone: _empty, ...stored } = booked;
    expect(fields).toEqual(stored);
    const received = await mailNumber(address, 1);
    const [year, month, day] = booked['Preferred date'].split('-').map(Number);
    expect(received.parsed.subject).toMatch(/^अनुरोध पठाइयो: तपाईंको बैठक /);
    // The date in AD and in Bikram Sambat, with Devanagari digits.
    const digits = (n: number) => String(n).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]);
    expect(received.parsed.text).toContain(`${digits(day)} `);
    expect(received.parsed.text).toContain(digits(year));
    expect(received.parsed.text).toMatch(/वि\.सं\. २०८[२-४] /);
    expect(received.parsed.text).toContain('आदरणीय सीता ज्यू,');
    expect(received.parsed.html).toMatch(/^<!doctype html>\s*<html lang="ne">/);
    expect(month).toBeGreaterThan(0);
    expect((await staff.call('GET', `/records/Meeting/${id}`)).status).toBe(200);
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.meetingLife.lang).toBe('ne');
    expect(detail.record.fields).toEqual(stored);

    // The confirmation too, with the Nepali page to book again.
    await decide(id, { decision: 'confirmed', joinUrl: 'https://us02web.zoom.us/j/81234567890' });
    const confirmed = await mailNumber(address, 2);
    expect(confirmed.parsed.subject).toMatch(/^पक्का भयो: /);
    expect(confirmed.parsed.text).toContain('https://us02web.zoom.us/j/81234567890');
    // Its invitation is titled in Nepali too, in the visitor's calendar.
    for (const mail of [received, confirmed])
      expect(invitation(mail).summary).toBe(`${company.name}सँग ${purposeNe(booked.Purpose)}`);

    // An English page (or none) stays English.
    const english = await book(4, 1);
    expect((await mailNumber(english.address, 1)).parsed.subject).toMatch(/^Requested: /);
  });

  it('the manage page’s refusals are in the language of the booking (Nepali), and stay English for an English one', async () => {
    const refusal = async (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const response = await fetch(`${gateway.url}/meeting/manage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url, ...headers },
        body: new URLSearchParams({ t: token, ...fields }).toString(),
        redirect: 'manual',
      });
      const html = await response.text();
      return {
        status: response.status,
        lang: /<html lang="(\w+)"/.exec(html)?.[1],
        alert: /role="alert">([^<]*)</.exec(html)?.[1],
      };
    };
    const address = 'nepali-refusals@example.com';
    const booked = { ...meeting(4, 2), Email: address };
    expect((await postJson(gateway.table('Meeting'), { fields: booked }, { 'Content-Language': 'ne' })).status).toBe(
      200,
    );
    const token = new URL(manageLink(await mailNumber(address, 1)), gateway.url).searchParams.get('t')!;
    expect(await refusal(token, { action: 'cancel' }, { Origin: 'https://evil.example' })).toEqual({
      status: 403,
      lang: 'ne',
      alert: 'यो फारम बैठकको पृष्ठबाटै पठाउनुपर्छ।',
    });
    expect(await refusal(token, { action: 'cancel' })).toEqual({
      status: 400,
      lang: 'ne',
      alert: 'रद्द गर्न "हो, यो बैठक रद्द गर्नुहोस्" मा चिनो लगाउनुहोस्।',
    });
    expect(await refusal(token, { action: 'move' })).toEqual({
      status: 400,
      lang: 'ne',
      alert: 'पहिले खाली समयमध्ये एउटा छान्नुहोस्।',
    });
    expect(await refusal(token, { action: 'other' })).toMatchObject({
      status: 400,
      alert: 'फारम अधुरो थियो। आफ्नो इमेलमा आएको लिङ्क फेरि खोल्नुहोस्।',
    });
    const english = await book(4, 3);
    const englishToken = new URL(manageLink(await mailNumber(english.address, 1)), gateway.url).searchParams.get('t')!;
    expect(await refusal(englishToken, { action: 'move' })).toEqual({
      status: 400,
      lang: 'en',
      alert: 'Choose one of the free times first.',
    });
  });
});

describe('paid meetings', () => {
  it('admins set the payment instructions (audited); a paid meeting’s confirmation carries them, a free one’s does not', async () => {
    const admin = await signInAs(gateway, 'admin@example.com', 'admin');
    const instructions = { bank: 'Nabil Bank, A/C 0123456789, Digital Bridge Nepal', wallet: 'eSewa ID 9801234567' };
    expect((await staff.call('PUT', '/payment-instructions', instructions)).status).toBe(403);
    expect((await admin.call('PUT', '/payment-instructions', { bank: 'x'.repeat(1001), wallet: '' })).status).toBe(422);
    expect((await admin.call('PUT', '/payment-instructions', { ...instructions, qr: 'javascript:1' })).status).toBe(
      422,
    );
    expect((await admin.call('PUT', '/payment-instructions', instructions)).status).toBe(200);
    expect(await (await staff.call('GET', '/payment-instructions')).json()).toEqual(instructions);
    const audit = await (await admin.call('GET', '/audit?limit=1')).json();
    expect(audit.items[0]).toMatchObject({ action: 'changed payment instructions' });

    const paid = await book(5, 0, { 'Meeting Duration': '60 Minutes - 99$' });
    const free = await book(5, 2, { 'Meeting Duration': '15 Minutes - Free' });
    for (const { id } of [paid, free])
      expect((await decide(id, { decision: 'confirmed', joinUrl: 'https://zoom.us/j/123' })).status).toBe(200);
    const paidMail = await mailNumber(paid.address, 2);
    expect(paidMail.parsed.text).toContain(
      'This meeting costs NPR 13,000 (about USD 99). Please pay before the meeting',
    );
    expect(paidMail.parsed.text).toContain(`Bank transfer: ${instructions.bank}`);
    expect(paidMail.parsed.text).toContain(`Digital wallet: ${instructions.wallet}`);
    const freeMail = await mailNumber(free.address, 2);
    expect(freeMail.parsed.text).not.toContain(instructions.bank);
    expect(freeMail.parsed.text).not.toContain('Please pay');
  });

  it('a QR image an admin uploads (checked, re-encoded) is shown inline in a paid meeting’s confirmation, by Content-ID', async () => {
    const admin = await signInAs(gateway, 'admin3@example.com', 'admin');
    // A QR-like black and white square, as a PNG with a disguised name; the pipeline reads the bytes.
    const square = await sharp({ create: { width: 330, height: 330, channels: 4, background: '#ffffff00' } })
      .composite([
        { input: { create: { width: 110, height: 110, channels: 4, background: '#000000' } }, top: 0, left: 0 },
      ])
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, name: string) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(bytes)]), name);
      return admin.call('POST', '/content/media', body);
    };
    expect((await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'qr.png')).status).toBe(400);
    const uploaded = await upload(square, 'qr.jpg');
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as MediaImage;
    expect(image.fallback).toBe('png');
    const qr = mediaUrl(image, Math.min(...image.widths), image.fallback);
    const instructions = { bank: 'Nabil Bank, A/C 0123456789', wallet: '', qr };
    // Only an image the pipeline made and keeps.
    for (const wrong of [
      '/images/' + 'f'.repeat(32) + '-400.png',
      'https://evil.example/qr.png',
      '/images/../../x.png',
    ])
      expect((await admin.call('PUT', '/payment-instructions', { ...instructions, qr: wrong })).status).toBe(422);
    expect((await admin.call('PUT', '/payment-instructions', instructions)).status).toBe(200);
    expect(await (await staff.call('GET', '/payment-instructions')).json()).toEqual(instructions);

    const paid = await book(6, 0, { 'Meeting Duration': '30 Minutes - 49$' });
    expect((await decide(paid.id, { decision: 'confirmed', joinUrl: 'https://zoom.us/j/456' })).status).toBe(200);
    const mail = await mailNumber(paid.address, 2);
    const served = Buffer.from(await (await fetch(gateway.url + qr)).arrayBuffer());
    const inline = mail.parsed.attachments.filter((attachment) => attachment.contentId === '<payment-qr@meeting>');
    expect(inline).toHaveLength(1);
    expect(inline[0].contentType).toBe('image/png');
    expect(inline[0].content.equals(served)).toBe(true);
    // mailparser puts each cid: image's own bytes in its place: the HTML shows exactly the attached QR.
    expect(mail.parsed.html).toContain(
      `<img src="data:image/png;base64,${served.toString('base64')}" alt="QR code to pay for the meeting" width="200"`,
    );
    // The text part's way to it: the site's own copy.
    expect(mail.parsed.text).toContain(
      `QR code: Scan the QR code below to pay (https://www.digitalbridge.com.np${qr})`,
    );
    // A free meeting's confirmation carries no image.
    const free = await book(6, 2, { 'Meeting Duration': '15 Minutes - Free' });
    expect((await decide(free.id, { decision: 'confirmed', joinUrl: 'https://zoom.us/j/457' })).status).toBe(200);
    expect((await mailNumber(free.address, 2)).parsed.attachments.filter((a) => a.contentId)).toEqual([]);
    expect((await admin.call('PUT', '/payment-instructions', { bank: '', wallet: '' })).status).toBe(200);
  });

  it('staff mark a meeting paid (audited), and only a meeting', async () => {
    const admin = await signInAs(gateway, 'admin2@example.com', 'admin');
    const { id } = await book(5, 3);
    const marked = await staff.call('POST', `/records/Meeting/${id}/paid`, { paid: true });
    expect(marked.status).toBe(200);
    expect((await marked.json()).paid).toMatchObject({ by: 'gita' });
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.meetingLife.paid.at).toMatch(/^\d{4}-/);
    const audit = await (await admin.call('GET', '/audit?limit=1')).json();
    expect(audit.items[0]).toMatchObject({ action: 'marked meeting paid', recordId: id });
    expect((await staff.call('POST', `/records/Meeting/${id}/paid`, { paid: 'yes' })).status).toBe(422);
    expect((await staff.call('POST', `/records/Meeting/recNoSuchRecord0001/paid`, { paid: true })).status).toBe(404);
    const anonymous = await fetch(`${gateway.url}/staff/api/records/Meeting/${id}/paid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paid: false }),
    });
    expect(anonymous.status).toBe(401);
    const undone = await staff.call('POST', `/records/Meeting/${id}/paid`, { paid: false });
    expect(((await undone.json()) as { paid: unknown }).paid).toBeNull();
  });
});
