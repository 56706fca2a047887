import type { ChildProcess } from 'node:child_process';

export interface RunningGateway {
  url: string;
  dataDir: string;
  staffToken: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startGateway(env?: Record<string, string>): Promise<RunningGateway>;
