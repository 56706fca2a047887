// The back-office benches' data: submissions of the three forms, as the site sends them, written
// straight into a fresh data folder, and five accounts (bench:staff, bench:staff-first-paint,
// bench:first-tap), and a session for the seeded account (signIn).
import { performance } from 'node:perf_hooks';
import { recordStatuses } from '../schemas/staff-api';
import { openDatabase } from '../server/database';
import { hashPassword } from '../server/staff/auth/passwords';
import { StaffAccounts } from '../server/staff/accounts/staff-accounts';
import { newRecordId } from '../server/tables/record-store';

export const password = 'bench pass phrase for staff';

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
export const lastNames = [
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
export const schools = [
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
export const pick = <T>(list: readonly T[], n: number) => list[mix(n) % list.length];

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

/** `total` submissions over two years in a fresh data folder, five accounts (the first an admin); answers their ids. */
export async function seed(dataDir: string, total: number): Promise<string[]> {
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

export interface Cookie {
  name: string;
  value: string;
}

/** A staff session for `url`, signed in over HTTP as a seeded account (a staff member unless told). */
export async function signIn(url: string, email = 'bina@example.com'): Promise<Cookie> {
  const answer = await fetch(`${url}/staff/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  const [name, value] = (answer.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  return { name, value };
}
