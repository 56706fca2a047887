// @ts-check
// Starts the real gateway (`tsx server/main.ts`) as a child process on a random loopback port with
// a fresh data folder, for tests, benchmarks and scripts that need a running site.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {object} RunningGateway
 * @property {string} url
 * @property {string} dataDir
 * @property {string} staffToken
 * @property {import('node:child_process').ChildProcess} process
 * @property {() => string} output everything it printed so far, its start-up lines included
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 */

/**
 * Resolves once the gateway prints the address it listens on; `env` overrides any default.
 * @param {Record<string, string>} [env]
 * @returns {Promise<RunningGateway>}
 */
export function startGateway(env = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gateway-'));
  const staffToken = env.STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      MODE: 'local',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STAFF_TOKEN: staffToken,
      LOG_LEVEL: 'warn',
      // Tests and scripts post and read from 127.0.0.1, several test files at once, and book many
      // meetings with one e-mail; the per-address and per-e-mail limits have their own tests.
      RATE_LIMIT_PER_MIN: '1000',
      READ_RATE_LIMIT_PER_MIN: '1000',
      UNCONFIRMED_MEETINGS_PER_DAY: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A start takes about 3 s alone and 9 s beside six busy cores' worth of work; the browser
    // suite's two Chromiums and gateways once held one past 30 s.
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 60_000);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Gateway listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        dataDir,
        staffToken,
        process: child,
        output: () => output,
        stop: (signal = 'SIGTERM') =>
          new Promise((/** @type {(value?: void) => void} */ done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
}
