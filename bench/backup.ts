// npm run bench:backup: a data folder with 100,000 submissions (a third of them Career
// applications with four attachments each, 2 GB of files in all), then `takeBackup` (what
// `npm run backup` and the nightly backup run) and `restoreBackup` into an empty folder, timed.
// BENCH_RECORDS and BENCH_FILE_BYTES tune it; BENCH_SHORT=1 (npm test) runs 300 records and 4 MB.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { careerTable } from '../schemas/career-application';
import { restoreBackup } from '../server/restore/restore-backup';
import { takeBackup } from '../server/backup/take-backup';
import { openDatabase } from '../server/database';
import { RecordStore } from '../server/tables/record-store';
import { uniqueSubmission } from '../server/testing/unique-submissions';
import { career } from '../server/testing/valid-records';

const short = process.env.BENCH_SHORT === '1';
const total = Number(process.env.BENCH_RECORDS ?? (short ? 300 : 100_000));
const fileBytes = Number(process.env.BENCH_FILE_BYTES ?? (short ? 4e6 : 2e9));
const attachmentFields = ['Resume/CV', 'Cover Letter', 'Headshot', 'Citizenship'] as const;

const work = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const dataDir = join(work, 'data');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const size = (bytes: number) => (bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${(bytes / 1e6).toFixed(1)} MB`);

try {
  let started = performance.now();
  const db = openDatabase(dataDir);
  const store = new RecordStore(db);
  const careers = Math.floor(total / 3);
  const perFile = Math.floor(fileBytes / (careers * attachmentFields.length));
  mkdirSync(join(dataDir, 'files'), { recursive: true });
  const insertUpload = db.prepare(
    "INSERT INTO uploads (name, original_filename, kind, bytes, created_at) VALUES (?, ?, 'pdf', ?, ?)",
  );
  const batch = 500;
  for (let first = 0; first < total; first += batch) {
    db.transaction(() => {
      for (let n = first; n < Math.min(total, first + batch); n++) {
        if (n % 3 !== 2) {
          const { table, fields } = uniqueSubmission(n);
          store.create(table, [fields]);
          continue;
        }
        const fields: Record<string, unknown> = { ...career() };
        for (const field of attachmentFields) {
          const name = `${randomBytes(16).toString('hex')}.pdf`;
          // Random bytes: uploads are PDFs and photos, which do not compress.
          const bytes = Math.max(1, Math.round(perFile * (0.5 + ((n * 7 + field.length) % 11) / 10)));
          writeFileSync(join(dataDir, 'files', name), randomBytes(bytes));
          insertUpload.run(name, field, bytes, new Date().toISOString());
          fields[field] = [{ url: `https://www.example.com/files/${name}`, filename: `${field}.pdf` }];
        }
        store.create(careerTable, [fields]);
      }
    })();
  }
  console.log(
    `Data folder: ${total} submissions (${careers} Career applications, ${careers * 4} files) in ${seconds(performance.now() - started)}`,
  );

  started = performance.now();
  const backup = await takeBackup(db, dataDir, join(work, 'backups'));
  const backupMs = performance.now() - started;
  db.close();
  console.log(
    `Backup:  ${seconds(backupMs)}, ${size(backup.manifest.totalBytes)} in ${backup.manifest.files.length} files (database ${size(backup.manifest.files[0].bytes)})`,
  );

  started = performance.now();
  await restoreBackup(backup.path, join(work, 'restored'));
  console.log(`Restore: ${seconds(performance.now() - started)} (every SHA-256 checked before and while copying)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
