/**
 * Opens the data folder given as the first argument, upgrading it, and SIGKILLs its own process
 * right after the last step ran, inside the upgrade's transaction: a kill -9 at the worst moment,
 * made certain instead of timed. Run as `node --import tsx server/testing/die-inside-upgrade.ts DIR`.
 */
import { openDatabase } from '../database';
import { migrations } from '../migrations/migrations';

const last = migrations[migrations.length - 1];
const up = last.up.bind(last);
last.up = (db) => {
  up(db);
  process.kill(process.pid, 'SIGKILL');
};
openDatabase(process.argv[2]);
