/**
 * The back office's main controls for `npm run bench:first-tap`: sign-in, the inbox's filters,
 * opening a submission and changing its status, a group of the phone's bar, an overview line, and
 * an admin's "Send a test e-mail", "Back up now" and "Remove all sample content", on the same phone
 * as the public pages (seeded with 1,000 submissions by bench/staff-seed.ts). Each run opens the
 * control's screen in a fresh context, waits three seconds after the load event, acts, and follows
 * the page frame by frame until the screen shows its answer: the overview's lines, the filtered
 * list, the submission, "Saved.", the group's pages, "Sending…", the backup's progress, the confirm
 * dialog. A tap is real touch input; a choice in a native select (its picker is the phone's own,
 * drawn without the page's code) is timed from the choice. Then the control is put back and used
 * again: the "loaded" figure (none for a test e-mail sent or a backup made, which stay done).
 */
import type { Browser, Page } from 'playwright-core';
import { GIVE_UP_MS, READ_MS, phonePage, tapCentre } from './phone-profile';
import { type Cookie, password } from './staff-seed';

/** What a staff control's screen shows once it has answered. */
export type StaffAnswer =
  | 'busy'
  | 'overview'
  | 'callbacks'
  | 'done'
  | 'record'
  | 'saved'
  | 'group'
  | 'waiting'
  | 'sending'
  | 'backing up'
  | 'confirm';

/** In the page: whether the screen shows `answer`. */
export function staffAnswered(answer: StaffAnswer): boolean {
  const main = document.querySelector('main');
  const text = main?.textContent ?? '';
  const listShown =
    !text.includes('Loading') &&
    (Boolean(main?.querySelector('a[data-row-link]')) || text.includes('Nothing matches these filters.'));
  switch (answer) {
    case 'busy':
      return Boolean(document.querySelector('form [aria-busy=true]')) || !location.pathname.endsWith('/sign-in');
    case 'overview':
      return (
        (location.pathname === '/staff' || location.pathname === '/staff/') &&
        !text.includes('Loading') &&
        Boolean(main?.querySelector('section li'))
      );
    case 'callbacks':
      return location.pathname === '/staff/inbox/callbacks' && location.search === '' && listShown;
    case 'done':
      return location.search === '?status=done' && listShown;
    case 'record':
      return location.pathname.startsWith('/staff/records/') && Boolean(document.querySelector('#record-status'));
    case 'saved':
      return (
        document.querySelector('section[aria-labelledby=work] [role=status]')?.textContent === 'Saved.' &&
        !document.querySelector('#record-status:disabled')
      );
    case 'group':
      return Boolean(document.querySelector('#bottom-nav-pages a'));
    case 'waiting':
      return location.pathname === '/staff/inbox' && location.search === '?waiting=1' && listShown;
    case 'sending':
      return text.includes('Sending…') || text.includes('Sent to') || text.includes('Not sent');
    case 'backing up': {
      // Started (the button held, its progress shown) or made since this screen opened.
      const section = [...(main?.querySelectorAll('section') ?? [])].find(
        (candidate) => candidate.querySelector('h2')?.textContent === 'Back up now',
      );
      const newest = section?.querySelector<HTMLTimeElement>('a[download] + span time');
      return (
        Boolean(section?.querySelector('progress, button:disabled')) ||
        (newest ? Date.parse(newest.dateTime) > performance.timeOrigin : false)
      );
    }
    case 'confirm':
      return Boolean(document.querySelector('[role=dialog]')?.textContent?.includes('Remove all sample content?'));
  }
}

type Act = { tap: string } | { choose: string; value: string };

/** The sessions the controls act in: the seeded staff member's and the seeded admin's. */
export interface Sessions {
  staff: Cookie;
  admin: Cookie;
}

interface StaffControl {
  name: string;
  /** The screen, below /staff: a path, or found from a signed-in inbox (the first row's submission). */
  screen: string | 'first record';
  /** Whose session: none, a staff member's or an admin's (the settings, backups and checklist are theirs). */
  signedIn: false | keyof Sessions;
  /** Before the clock starts: what the person has already typed. */
  prepare?: (page: Page) => Promise<void>;
  act: Act;
  answer: StaffAnswer;
  /** Puts the control back as it was, so the same act can be timed once its code is there. */
  putBack?: Act | 'back' | (Act | 'back')[];
}

const firstRow = 'main a[data-row-link]';
// On the phone the navigation is the bottom bar: the inbox's entries are in its Inbox group.
const inboxGroup = { tap: '[data-bottom-nav] button[data-group="Inbox"]' };
const navLink = (path: string) => `[data-bottom-nav] a[href="/staff${path}"]`;
/** Sign in tapped with the fields filled: one tap, timed to two answers. */
const signInTap = {
  screen: '/sign-in',
  signedIn: false as const,
  prepare: async (page: Page) => {
    await page.fill('#email', 'bina@example.com');
    await page.fill('#password', password);
  },
  act: { tap: 'form button[type=submit]' },
};

export const staffControls: StaffControl[] = [
  { name: 'sign in: button answers', ...signInTap, answer: 'busy' },
  { name: 'sign in: overview shown', ...signInTap, answer: 'overview' },
  {
    name: 'inbox: Callbacks',
    screen: '/inbox',
    signedIn: 'staff',
    prepare: (page: Page) => perform(page, inboxGroup),
    act: { tap: navLink('/inbox/callbacks') },
    answer: 'callbacks',
    putBack: ['back', inboxGroup],
  },
  {
    name: 'inbox: status filter Done',
    screen: '/inbox/callbacks',
    signedIn: 'staff',
    act: { choose: '#filter-status', value: 'done' },
    answer: 'done',
    putBack: { choose: '#filter-status', value: '' },
  },
  {
    name: 'open a submission',
    screen: '/inbox',
    signedIn: 'staff',
    act: { tap: firstRow },
    answer: 'record',
    putBack: 'back',
  },
  {
    name: 'status In progress',
    screen: 'first record',
    signedIn: 'staff',
    act: { choose: '#record-status', value: 'in_progress' },
    answer: 'saved',
    putBack: { choose: '#record-status', value: 'new' },
  },
  {
    name: 'bar: open a group',
    screen: '/',
    signedIn: 'staff',
    act: inboxGroup,
    answer: 'group',
    putBack: inboxGroup,
  },
  {
    name: 'overview: waiting line',
    screen: '/',
    signedIn: 'staff',
    act: { tap: 'main a[href="/staff/inbox?waiting=1"]' },
    answer: 'waiting',
    putBack: 'back',
  },
  {
    name: 'mail: Send a test e-mail',
    screen: '/settings/mail',
    signedIn: 'admin',
    act: { tap: 'main button:has-text("Send a test e-mail")' },
    answer: 'sending',
  },
  {
    name: 'backups: Back up now',
    screen: '/backups',
    signedIn: 'admin',
    act: { tap: 'main button:has-text("Back up now")' },
    answer: 'backing up',
  },
  {
    name: 'launch: Remove all samples',
    screen: '/launch',
    signedIn: 'admin',
    act: { tap: 'main button:has-text("Remove all sample content")' },
    answer: 'confirm',
    putBack: { tap: '[role=dialog] button:has-text("Keep them")' },
  },
];

/** The short run (npm test) opens a submission only. */
export const shortStaffControls = staffControls.filter((control) => control.name === 'open a submission');

interface Trace {
  before: boolean;
  /** Each change of the answer after the act: milliseconds since it, and whether it shows. */
  frames: { at: number; shows: boolean }[];
  started?: number;
}

/**
 * Acts, then follows the page frame by frame until the answer has shown for 1.5 s (or 20 s pass).
 * The time is that of the frame from which the answer stayed shown; null when it never did.
 */
async function tracedAct(page: Page, act: Act, answer: StaffAnswer): Promise<number | null> {
  await page.evaluate(
    ({ answer, event }) => {
      const probe = window as unknown as { staffTrace: Trace; staffAnswered: (answer: string) => boolean };
      const trace: Trace = { before: probe.staffAnswered(answer), frames: [] };
      probe.staffTrace = trace;
      addEventListener(
        event,
        (started) => {
          trace.started = started.timeStamp;
          let last = trace.before;
          const frame = (now: number) => {
            if (probe.staffTrace !== trace) return;
            const shows = probe.staffAnswered(answer);
            // A frame's time is when it began, which can be just before an act it already shows.
            if (shows !== last) trace.frames.push({ at: Math.max(0, now - started.timeStamp), shows });
            last = shows;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    { answer, event: 'tap' in act ? 'touchstart' : 'change' },
  );
  await perform(page, act);
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const { shows, at, steadyFor } = await page.evaluate(() => {
      const trace = (window as unknown as { staffTrace: Trace }).staffTrace;
      const last = trace.frames.at(-1);
      const at = last?.at ?? 0;
      const steadyFor = trace.started === undefined ? 0 : performance.now() - trace.started - at;
      // An answer shown before the act and never gone is no answer to it.
      return { shows: last ? last.shows : false, at, steadyFor };
    });
    if (shows && steadyFor > 1500) return at;
  }
  return null;
}

async function perform(page: Page, act: Act | 'back' | (Act | 'back')[]): Promise<void> {
  if (Array.isArray(act)) for (const step of act) await perform(page, step);
  else if (act === 'back') await page.goBack();
  else if ('tap' in act) {
    // A control below the fold (the launch checklist's samples, "Back up now") is scrolled to first.
    await page.locator(act.tap).first().scrollIntoViewIfNeeded();
    await tapCentre(page, act.tap);
  } else await page.selectOption(act.choose, act.value);
}

/** The path (below /staff) of the submission the signed-in inbox lists first. */
async function firstRecord(browser: Browser, url: string, { staff: cookie }: Sessions): Promise<string> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ ...cookie, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/staff/inbox`);
    const href = await page.locator(firstRow).first().getAttribute('href');
    return href!.slice('/staff'.length);
  } finally {
    await context.close();
  }
}

export interface StaffRow {
  control: string;
  first: (number | null)[];
  loaded: (number | null)[];
}

/** Times `control` `runs` times, each in a fresh context on the phone. */
export async function measureStaff(
  browser: Browser,
  url: string,
  sessions: Sessions,
  control: StaffControl,
  runs: number,
): Promise<StaffRow> {
  const row: StaffRow = { control: control.name, first: [], loaded: [] };
  for (let run = 0; run < runs; run += 1) {
    const screen = control.screen === 'first record' ? await firstRecord(browser, url, sessions) : control.screen;
    const page = await phonePage(browser, async (context) => {
      if (control.signedIn) await context.addCookies([{ ...sessions[control.signedIn], url }]);
      await context.addInitScript(`window.__name = (f) => f; window.staffAnswered = ${staffAnswered.toString()}`);
    });
    try {
      await page.goto(`${url}/staff${screen}`, { waitUntil: 'load' });
      await control.prepare?.(page);
      await page.waitForTimeout(READ_MS);
      row.first.push(await tracedAct(page, control.act, control.answer));
      if (!control.putBack) continue;
      await perform(page, control.putBack);
      await page.waitForTimeout(1500);
      row.loaded.push(await tracedAct(page, control.act, control.answer));
    } finally {
      await page.context().close();
    }
  }
  return row;
}
