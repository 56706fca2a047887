import { runServerCli, type CliRun } from './server-cli';

/** `npm run backup -- DIR` / `npm run restore -- DIR` as a child process, DATA_DIR (and any of `env`) given. */
export const runBackupCli = (
  command: 'backup' | 'restore',
  dir: string,
  dataDir: string,
  env: Record<string, string> = {},
): CliRun => runServerCli('server/backup-cli.ts', [command, dir], { DATA_DIR: dataDir, ...env });
