// A job runner over DATABASE_URL's database with one kind, `count`, whose run writes
// "<name> <payload>" to the file given: one of the processes the cross-gateway claim test runs.
import { appendFileSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { openConfiguredDatabase } from '../database';
import { JobRunner } from '../jobs/job-runner';

const [databaseUrl, name, runs] = process.argv.slice(2);
const runner = new JobRunner({ db: openConfiguredDatabase({ DATA_DIR: '', DATABASE_URL: databaseUrl }) });
runner.define<number>('count', async (payload) => {
  appendFileSync(runs, `${name} ${payload}\n`);
  await pause(1);
});
console.log('started');
setInterval(() => {}, 60_000);
void runner.start();
