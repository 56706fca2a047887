import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { passwordStrength } from './password-strength';

export const staffTokenFile = (dataDir: string) => join(dataDir, 'staff-token');

export const MIN_STAFF_TOKEN_LENGTH = 16;
/** A configured STAFF_TOKEN: as long as a generated one, and as hard to guess (about 50 bits at least). */
export const MIN_CONFIGURED_TOKEN_LENGTH = 32;
const MIN_CONFIGURED_TOKEN_GUESSES_LOG10 = 15;

/**
 * Why a token is too weak to guard staff rights, or undefined when it is fine. A configured token
 * (`configured`) must also be 32 characters and look random: no words, sequences or keyboard rows.
 */
export function staffTokenWeakness(token: string, configured = false): string | undefined {
  const minLength = configured ? MIN_CONFIGURED_TOKEN_LENGTH : MIN_STAFF_TOKEN_LENGTH;
  if (token.length < minLength) return `must be at least ${minLength} characters`;
  if (/\s/u.test(token)) return 'must not contain whitespace';
  if (new Set(token).size === 1) return 'must not be one character repeated';
  if (configured && passwordStrength().check(token).guessesLog10 < MIN_CONFIGURED_TOKEN_GUESSES_LOG10)
    return 'must look random (it is made of words, sequences or repeats); generate one with: openssl rand -base64 24';
  return undefined;
}

export const generatedToken = () => randomBytes(24).toString('base64url');

/** Temp file, fsync, rename, fsync of the folder: a crash or a full disk never leaves a partial token file. */
function writeAtomically(file: string, content: string) {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/**
 * The configured token, or one generated on first start and kept (mode 600) in the data folder.
 * A token file that is empty, blank or weak stops the start: it would otherwise let anyone in.
 * `storedIn` tells where to find it; the token itself is never logged.
 */
export function resolveStaffToken(
  configured: string | undefined,
  dataDir: string,
): { token: string; storedIn?: string } {
  if (configured) return { token: configured };
  const file = staffTokenFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeAtomically(file, `${generatedToken()}\n`);
  }
  chmodSync(file, 0o600);
  const token = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  const weakness = staffTokenWeakness(token);
  if (weakness)
    throw new Error(
      `The staff token file ${file} is unusable (the token ${weakness}). Delete it to have a new one generated, or set STAFF_TOKEN.`,
    );
  return { token, storedIn: file };
}

/** Where a newcomer finds the generated token (STAFF_TOKEN unset), for the start-up output. */
export const generatedTokenPlace = (config: { DATA_DIR: string; DATABASE_URL?: string }) =>
  config.DATABASE_URL ? "the database's settings (npm run staff -- token prints it)" : staffTokenFile(config.DATA_DIR);

const digest = (value: string) => createHash('sha256').update(value).digest();

export type StaffAccess = 'staff' | 'anonymous' | 'wrong-token';
/** Who an `Authorization` header makes its sender: the staff token's holder, nobody, or a wrong guess. */
export type StaffAccessChecker = (authorization: string | undefined) => StaffAccess;

/**
 * Compares digests in constant time, so the answer time says nothing about the token. The value
 * after `Bearer ` is compared as sent: trimming would turn a no-break space into an empty token.
 */
export function staffAccessChecker(token: string): StaffAccessChecker {
  const expected = digest(token);
  return (authorization) => {
    if (!authorization) return 'anonymous';
    const match = /^Bearer ([^]+)$/i.exec(authorization);
    if (!match) return 'wrong-token';
    return timingSafeEqual(digest(match[1]), expected) ? 'staff' : 'wrong-token';
  };
}
