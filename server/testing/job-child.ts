// The job runner over `<dataDir>`'s database (PostgreSQL's when DATABASE_URL names it) with one kind, `hold`, whose run writes a line to
// `<dataDir>/runs`, prints "running" and never ends: the process the job kill test kills mid-run.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { openConfiguredDatabase } from '../database';
import { JobRunner } from '../jobs/job-runner';

const dataDir = process.argv[2];
const runner = new JobRunner({
  db: openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL }),
});
runner.define<string>('hold', (payload) => {
  appendFileSync(join(dataDir, 'runs'), `child ${payload}\n`);
  console.log('running');
  return new Promise<void>(() => {});
});
// The runner's own timer never holds a process open; this one waits for the kill.
setInterval(() => {}, 60_000);
void runner.start();
