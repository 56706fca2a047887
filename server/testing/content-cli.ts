import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { folderEnv } from './folder-database';

const run = promisify(execFile);

/**
 * `npm run content -- <args>` against a data folder, as a separate process: on its database in the
 * PostgreSQL pass. Rejects with the exit code and stderr when the command fails.
 */
export const contentCli = async (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/content-cli.ts', ...args], {
    env: {
      ...process.env,
      ...(await folderEnv(dataDir)),
      MODE: 'local',
      STAFF_TOKEN: 'content-cli-token-0123456789abcdef',
    },
  });
