import { parseArgs } from 'node:util';
import { setupPath, userCreate } from '../schemas/staff-api';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { StaffApiError } from './staff/staff-api-error';
import { AuditLog } from './staff/audit-log';
import { checkNewPassword, hashPassword } from './staff/auth/passwords';
import { StaffAccounts } from './staff/accounts/staff-accounts';
import { StaffSessions } from './staff/auth/staff-sessions';
import { tellGatewaysSessionsEnded } from './staff/staff-events';
import { BookingFeeds } from './staff/auth/booking-feeds';
import { endAccess } from './staff/accounts/end-access';
import { knownGatewayAddress } from './settings/gateway-address';
import { typedDb } from './storage/typed-db';
import { staffTokenOf } from './settings/staff-token-of';

const usage = `Usage:
  npm run staff -- add [--admin] --email <address> --name <name> [--password-stdin]
      prints a one-time set-password link (72 h); with --password-stdin reads the password instead
  npm run staff -- link --email <address>       a new set-password link (e.g. a forgotten password)
  npm run staff -- list
  npm run staff -- disable --email <address>    (enable: same with "enable"); ends their sessions and feed link
  npm run staff -- sign-out --email <address>   ends every session of the account and its calendar feed link
  npm run staff -- token                        prints the staff token for machines (STAFF_TOKEN's, or the generated one)
DATA_DIR, PUBLIC_URL, HOST and PORT are read from the environment.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    admin: { type: 'boolean', default: false },
    email: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const db = openConfiguredDatabase(config);
const accounts = new StaffAccounts(db);
// Open back-office pages on every gateway end at once with the sessions ended here.
const sessions = new StaffSessions(db, accounts, () => tellGatewaysSessionsEnded(db));
const audit = new AuditLog(db);
const access = { sessions, feeds: new BookingFeeds(db), audit };
const cli = { id: null, name: 'Command line' };
const baseUrl = knownGatewayAddress(db, config);

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  db.close();
  process.exit(1);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function account(email: string | undefined) {
  if (!email) fail('Give --email');
  return accounts.findByEmail(email) ?? fail(`No account has the e-mail address ${email}`);
}

const link = (userId: string) => `${baseUrl}${setupPath}?token=${accounts.issueSetupToken(userId)}`;

async function add() {
  const input = userCreate.safeParse({
    email: values.email,
    name: values.name,
    role: values.admin ? 'admin' : 'staff',
  });
  if (!input.success) fail(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  let passwordHash: string | null = null;
  if (values['password-stdin']) {
    const password = await readStdin();
    checkNewPassword(password, [input.data.email, input.data.email.split('@')[0], ...input.data.name.split(/\s+/)]);
    passwordHash = await hashPassword(password);
  }
  const user = accounts.create(input.data, passwordHash);
  audit.write(cli, { action: 'added account', detail: `${user.email} (${user.role})` });
  console.log(`Added ${user.role} ${user.name} <${user.email}>.`);
  if (passwordHash) console.log(`They can sign in at ${baseUrl}/staff/`);
  else console.log(`Send them this one-time link to set a password (valid 72 hours):\n  ${link(user.id)}`);
}

async function main() {
  const [command] = positionals;
  if (command === 'add') return add();
  if (command === 'link') {
    const user = account(values.email);
    audit.write(cli, { action: 'made set-password link', detail: user.email });
    return console.log(`One-time set-password link for ${user.email} (valid 72 hours):\n  ${link(user.id)}`);
  }
  if (command === 'list') {
    for (const user of accounts.list())
      console.log(
        `${user.role.padEnd(5)}  ${user.disabled ? 'disabled' : 'active  '}  ${user.passwordHash ? '' : '(no password yet)  '}${user.name} <${user.email}>`,
      );
    return console.log(`${accounts.count()} account(s)`);
  }
  if (command === 'disable' || command === 'enable') {
    const { id } = account(values.email);
    const user = typedDb(db).transaction(() => {
      const changed = accounts.update(id, { disabled: command === 'disable' });
      if (changed.disabled) endAccess(access, cli, changed);
      audit.write(cli, { action: 'changed account', detail: `${changed.email}; disabled: ${changed.disabled}` });
      return changed;
    });
    return console.log(`${user.email} is ${user.disabled ? 'disabled and signed out' : 'enabled'}`);
  }
  if (command === 'sign-out') {
    const user = account(values.email);
    typedDb(db).transaction(() => {
      endAccess(access, cli, user);
      audit.write(cli, { action: 'signed out everywhere', detail: user.email });
    });
    return console.log(`Every session and the calendar feed link of ${user.email} have ended`);
  }
  if (command === 'token') return console.log(staffTokenOf(config.STAFF_TOKEN, config.DATA_DIR, db));
  fail(command ? `Unknown command: ${command}` : 'No command given');
}

main()
  .catch((error: unknown) => {
    if (error instanceof StaffApiError) fail(error.message);
    throw error;
  })
  .finally(() => db.close());
