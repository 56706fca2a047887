// Shared by the back-office browser tests: a gateway of their own (fresh data folder, so accounts
// and inbox counts start empty), accounts made with the real CLI, sign-in through the real page,
// and submissions sent the way the public site sends them.
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { startGateway, type RunningGateway } from '../../../scripts/gateway-process.mjs';
import type { Page } from 'playwright-core';
import type { WatchedPage } from './browser';
import { freeDayAt } from './nepal-day';
import { createRecord } from './table-api';

export const adminAccount = { email: 'admin@example.com', name: 'Anita Admin', password: 'correct horse battery 42' };
export const staffAccount = { email: 'sita@example.com', name: 'Sita Staff' };

export function startStaffGateway(): Promise<RunningGateway> {
  return startGateway({ STAFF_TOKEN: 'staff-e2e-token-0123456789abcdef' });
}

/** `npm run staff -- add … --password-stdin` against the gateway's data folder (or the database `env` names). */
export function addAccountWithCli(
  gateway: RunningGateway,
  account: { email: string; name: string; password: string; admin?: boolean },
  env: Record<string, string> = {},
): Promise<string> {
  const args = ['--import', 'tsx', 'server/staff-cli.ts', 'add', '--email', account.email, '--name', account.name];
  if (account.admin) args.push('--admin');
  args.push('--password-stdin');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, MODE: 'local', DATA_DIR: gateway.dataDir, STAFF_TOKEN: gateway.staffToken, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.end(`${account.password}\n`);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`staff CLI exited ${code}:\n${output}`)),
    ),
  );
}

/** The one error the console may show before signing in: the app asking `GET /session`, answered 401. */
export const signedOutProbe = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';

/**
 * Signs in through the sign-in page. The signed-out session probe is the only console error
 * allowed on the way (checked, then cleared so the test sees what follows).
 */
export async function signIn({ page, errors }: WatchedPage, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/staff/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  expect(errors.filter((error) => error !== signedOutProbe)).toEqual([]);
  errors.length = 0;
}

/**
 * Opens a page from the back office's navigation as a person would: at a desk its link is in the
 * side column; on a phone it is in one of the bottom bar's groups, opened first.
 */
export async function openFromNavigation(page: Page, label: string | RegExp) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const link = nav.getByRole('link', { name: label });
  await nav.waitFor();
  if (!(await link.isVisible()))
    for (const group of await nav.getByRole('button').all()) {
      await group.click();
      if (await link.isVisible()) break;
    }
  await link.click();
}

/** A file uploaded the way the career form uploads it; answers the stored URL. */
async function upload(baseURL: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('upload_preset', 'career_uploads');
  const response = await fetch(`${baseURL}/v1_1/local/auto/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { secure_url: string };
  return { url: answer.secure_url, filename: name.replace(/\.[^.]+$/, '') };
}

export const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A career application as the public form stores it: four uploads, then the record. */
export async function submitCareer(
  baseURL: string,
  answers: { firstName: string; lastName: string; school: string; phone: string },
  files: { cv: Buffer; headshot: Buffer },
) {
  const record = {
    'First Name': answers.firstName,
    'Last Name': answers.lastName,
    'Marital Status': 'Single',
    City: 'Biratnagar',
    Gender: 'Female',
    'Name of School/University': answers.school,
    'Highest Education': 'Master',
    'Passed Year': '2021',
    "Father's Name": 'Hari Rai',
    'Phone Number': answers.phone,
    'Current Employment Status': 'Looking For Better Opportunity',
    'Employment Type': 'Part Time',
    'Expected Monthly Salary': 'Below NPR 49,000/-',
    'Duty Hours': 'Evening 6 PM to 9 PM',
    'Resume/CV': [await upload(baseURL, 'resume.pdf', 'application/pdf', files.cv)],
    'Cover Letter': [await upload(baseURL, 'cover-letter.pdf', 'application/pdf', pdf('cover'))],
    Headshot: [await upload(baseURL, 'headshot.png', 'image/png', files.headshot)],
    Citizenship: [await upload(baseURL, 'citizenship.pdf', 'application/pdf', pdf('citizenship'))],
  };
  return createRecord(baseURL, 'Career', record);
}

/** A callback request straight to the table API (the browser test sends its own through the page). */
export async function submitCallback(baseURL: string, first: string, last: string, phone: string) {
  return createRecord(baseURL, 'Request-Callback', {
    'First Name': first,
    'Last Name': last,
    'Phone No': `+977 ${phone}`,
  });
}

/** A meeting request as the booking page stores it, at 14:15 Nepal time on the first date from a week ahead where that is free. */
export async function submitMeeting(baseURL: string, name: string, email: string) {
  const day = await freeDayAt(baseURL, 7, '14:15', 60);
  const fields = {
    Name: name,
    Email: email,
    Phone: '+977 9812345678',
    Country: 'Nepal',
    'Preferred date': day,
    'Preferred Time': '14:15',
    'Organisation Type': 'Public Sector',
    'Meeting Duration': '60 Minutes - 99$',
    Purpose: 'IT Consultancy',
    'Meeting Gateway': 'Microsoft Teams',
    'Additional Notes': 'Please call first',
  };
  return { ...(await createRecord(baseURL, 'Meeting', fields)), day };
}

/** How long a polled expectation may take: live updates and refetches wait for a busy machine. */
export const eventually = { timeout: 15_000 };

/**
 * Opens one table's inbox from the navigation and waits until it is on screen: until then the page
 * shown is the one before (the router keeps it while the next one loads), and a search typed
 * there is lost when the new page's filter bar replaces it.
 */
export async function openInbox(page: Page, label: 'Callback requests' | 'Meetings' | 'Career applications') {
  await openFromNavigation(page, new RegExp(`^${label}`));
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** Searches the inbox on screen and waits until the search is the page's own (in its URL). */
export async function searchInbox(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === text, eventually);
}
