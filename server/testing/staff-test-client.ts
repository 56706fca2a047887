import type { StaffRole } from '../../schemas/staff-api';
import { csrfHeader, sessionAnswer } from '../../schemas/staff-api';
import type { TestGateway } from './test-gateway';
import { hashPassword } from '../staff/auth/passwords';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { openFolderDatabase } from './folder-database';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface StaffClient {
  cookie: string;
  csrfToken: string;
  userId: string;
  /** A same-origin call with the session cookie and, on writes, the CSRF token; a body is JSON unless FormData. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** An account made straight in the database (its password hashed for real). */
export async function addAccount(gateway: TestGateway, email: string, role: StaffRole, name = email.split('@')[0]) {
  const accounts = new StaffAccounts(gateway.app.database);
  return accounts.create({ email, name, role }, await hashPassword(TEST_PASSWORD));
}

/** An account written into a data folder before its gateway (a child process) starts on it. */
export async function addAccountToFolder(dataDir: string, email: string, role: StaffRole, name = email.split('@')[0]) {
  const db = await openFolderDatabase(dataDir);
  try {
    new StaffAccounts(db).create({ email, name, role }, await hashPassword(TEST_PASSWORD));
  } finally {
    db.close();
  }
}

export const sessionCookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

/** Signs in over HTTP as the browser does and keeps the cookie and CSRF token. */
export async function signIn(gateway: TestGateway, email: string, password = TEST_PASSWORD): Promise<StaffClient> {
  const response = await fetch(`${gateway.url}/staff/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: gateway.url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = sessionAnswer.parse(await response.json());
  const cookie = sessionCookieOf(response);
  return {
    cookie,
    csrfToken: session.csrfToken,
    userId: session.user.id,
    call(method, path, body, headers = {}) {
      const writes = method !== 'GET' && method !== 'HEAD';
      const json = body !== undefined && !(body instanceof FormData);
      return fetch(`${gateway.url}/staff/api${path}`, {
        method,
        headers: {
          Cookie: cookie,
          ...(writes ? { Origin: gateway.url, [csrfHeader]: session.csrfToken } : {}),
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
    },
  };
}

export async function signInAs(gateway: TestGateway, email: string, role: StaffRole) {
  await addAccount(gateway, email, role);
  return signIn(gateway, email);
}

/** A staff POST of JSON text as it is, with the session and, unless `csrf` is false, the CSRF token. */
function postText(gateway: TestGateway, staff: StaffClient, path: string, body: string, csrf = true) {
  return fetch(`${gateway.url}/staff/api${path}`, {
    method: 'POST',
    headers: {
      Cookie: staff.cookie,
      Origin: gateway.url,
      ...(csrf ? { [csrfHeader]: staff.csrfToken } : {}),
      'Content-Type': 'application/json',
    },
    body,
  });
}

/** A staff POST whose JSON body is cut short: the gateway must refuse it (400) and change nothing. */
export const postCutShortJson = (gateway: TestGateway, staff: StaffClient, path: string) =>
  postText(gateway, staff, path, '{"title": ');

/** A staff POST from a signed-in browser without the CSRF token: the gateway must refuse it (403). */
export const postWithoutCsrf = (gateway: TestGateway, staff: StaffClient, path: string, body: unknown) =>
  postText(gateway, staff, path, JSON.stringify(body), false);
