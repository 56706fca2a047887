// npm run bench:staff: 100,000 submissions in a fresh data folder, then the back office's list,
// search and filter queries over HTTP against the real gateway (a child process), signed in as staff.
// Prints p50/p95 per query; BENCH_RECORDS and BENCH_ROUNDS tune it; BENCH_SHORT=1 (npm test) runs
// 300 records, three rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startGateway } from '../scripts/gateway-process.mjs';
import { recordStatuses, sessionAnswer } from '../schemas/staff-api';
import { openDatabase } from '../server/database';
import { hashPassword } from '../server/staff/auth/passwords';
import { StaffAccounts } from '../server/staff/accounts/staff-accounts';
import { newRecordId } from '../server/tables/record-id';

const short = process.env.BENCH_SHORT === '1';
const total = Number(process.env.BENCH_RECORDS ?? (short ? 300 : 100_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? (short ? 3 : 200));
const password = 'bench pass phrase for staff';

const firstNames = [
  'Sita',
  'Ram',
  'Gita',
  'Hari',
  'Anjali',
  'Bikash',
  'Sunita',
  'Prakash',
  'Nabin',
  'Pooja',
  'Rajesh',
  'Kamala',
];
const lastNames = [
  'Karki',
  'Shrestha',
  'Rai',
  'Thapa',
  'Gurung',
  'Tamang',
  'Magar',
  'Adhikari',
  'Poudel',
  'Sharma',
  'Limbu',
  'Bhandari',
];
const schools = [
  'Tribhuvan University',
  'Kathmandu University',
  'Purbanchal University',
  'Pokhara University',
  'Mahendra Morang Campus',
  'Sukuna Multiple Campus',
];
/** Spreads values without the patterns `n % k` would tie together (surname and status, say). */
function mix(n: number): number {
  let h = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], n: number) => list[mix(n) % list.length];

function fieldsFor(n: number): [string, Record<string, unknown>] {
  const first = pick(firstNames, n * 8);
  const last = `${pick(lastNames, n * 8 + 1)}${n % 97 === 0 ? ' Rarename' : ''}`;
  const phone = `98${String(10_000_000 + n).slice(-8)}`;
  if (n % 3 === 0) return ['Request-Callback', { 'First Name': first, 'Last Name': last, 'Phone No': `+977 ${phone}` }];
  if (n % 3 === 1)
    return [
      'Meeting',
      {
        Name: `${first} ${last}`,
        Email: `${first.toLowerCase()}${n}@example.com`,
        Phone: phone,
        Country: 'Nepal',
        'Preferred date': '2026-12-01',
        'Preferred Time': '10:30',
        'Organisation Type': 'Non-Profit',
        'Meeting Duration': '30 Minutes - 49$',
        Purpose: 'Data Analysis',
        'Meeting Gateway': 'Zoom',
        'Additional Notes': `Survey number ${n}`,
      },
    ];
  const file = (name: string) => [{ url: `http://127.0.0.1/files/${'0'.repeat(32)}.pdf`, filename: name }];
  return [
    'Career',
    {
      'First Name': first,
      'Last Name': last,
      'Marital Status': 'Single',
      City: 'Biratnagar',
      Gender: 'Female',
      'Name of School/University': pick(schools, n * 8 + 2),
      'Highest Education': 'Bachelor',
      'Passed Year': '2022',
      "Father's Name": `${pick(firstNames, n * 8 + 5)} ${last}`,
      'Phone Number': phone,
      'Current Employment Status': 'Unemployed',
      'Employment Type': 'Full Time',
      'Expected Monthly Salary': '20,000-30,000',
      'Duty Hours': 'Day',
      'Resume/CV': file(`cv-${first}.pdf`),
      'Cover Letter': file('cover.pdf'),
      Headshot: file('me.jpg'),
      Citizenship: file('id.pdf'),
    },
  ];
}

async function seed(dataDir: string): Promise<string[]> {
  const db = openDatabase(dataDir);
  const accounts = new StaffAccounts(db);
  const hash = await hashPassword(password);
  const users = ['Asha', 'Bina', 'Chandra', 'Dipak', 'Era'].map((name, i) =>
    accounts.create({ email: `${name.toLowerCase()}@example.com`, name, role: i === 0 ? 'admin' : 'staff' }, hash),
  );
  const insert = db.prepare('INSERT INTO records (tbl, id, created_time, fields) VALUES (?, ?, ?, ?)');
  const meta = db.prepare('UPDATE staff_record_meta SET status = ?, assignee_id = ? WHERE seq = ?');
  // Two years of submissions, oldest first, as they would have arrived.
  const start = Date.now() - 2 * 365 * 86_400_000;
  const step = (2 * 365 * 86_400_000) / total;
  const started = performance.now();
  for (let from = 0; from < total; from += 5000) {
    db.transaction(() => {
      for (let n = from; n < Math.min(total, from + 5000); n++) {
        const [table, fields] = fieldsFor(n);
        const { lastInsertRowid } = insert.run(
          table,
          newRecordId(),
          new Date(start + n * step).toISOString(),
          JSON.stringify(fields),
        );
        // Older records are mostly worked; the newest tenth is still new.
        const status = n > total * 0.9 ? 'new' : pick(recordStatuses.slice(1), n * 8 + 3);
        meta.run(status, n % 4 === 0 ? null : pick(users, n * 8 + 4).id, lastInsertRowid);
      }
    })();
  }
  console.log(`seeded ${total} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  db.close();
  return users.map((user) => user.id);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
  const userIds = await seed(dataDir);
  const gateway = await startGateway({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const signIn = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'bina@example.com', password }),
    });
    sessionAnswer.parse(await signIn.json());
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const get = async (path: string) => {
      const t0 = performance.now();
      const response = await fetch(`${gateway.url}/staff/api${path}`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as { items?: unknown[] };
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return { ms, body };
    };
    const tables = ['Request-Callback', 'Meeting', 'Career'];
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, (i: number) => string][] = [
      ['list: one table, newest 50', (i) => `/records?table=${pick(tables, i)}`],
      ['list: All new', () => '/records?status=new'],
      [
        'list: page 40 deep (cursor)',
        (i) => `/records?table=${pick(tables, i)}&cursor=${Math.max(1, total - 2000 - i * 37)}`,
      ],
      ['counts (new per table)', () => '/counts'],
      ['search: a surname (1 in 12)', (i) => `/records?q=${pick(lastNames, i)}`],
      ['search: rare word (1 in 97)', () => '/records?q=rarename'],
      ['search: school in Career', (i) => `/records?table=Career&q=${encodeURIComponent(pick(schools, i))}`],
      ['search: phone prefix', (i) => `/records?q=98100${String(i % 100).padStart(2, '0')}`],
      [
        'filter: status + assignee',
        (i) => `/records?table=${pick(tables, i)}&status=done&assignee=${pick(userIds, i)}`,
      ],
      ['filter: unassigned in progress', () => '/records?status=in_progress&assignee=none'],
      ['filter: date range (one month)', (i) => `/records?from=${day(400 + i)}&to=${day(370 + i)}`],
      [
        'filter: search + status + date',
        (i) => `/records?q=${pick(lastNames, i)}&status=done&from=${day(700)}&to=${day(30)}`,
      ],
    ];
    for (let i = 0; i < Math.min(20, rounds); i++) for (const [, path] of cases) await get(path(i));
    console.log(`\n${rounds} requests per query over HTTP, ${total} records, one staff session:\n`);
    console.log('query'.padEnd(36), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), '  rows');
    let worst = 0;
    for (const [name, path] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < rounds; i++) {
        const { ms, body } = await get(path(i));
        times.push(ms);
        rows = body.items?.length ?? 0;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        name.padEnd(36),
        percentile(times, 0.5).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        `  ${rows}`,
      );
    }
    console.log(`\nworst p95: ${worst.toFixed(1)} ms (target: under 50 ms)`);
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
