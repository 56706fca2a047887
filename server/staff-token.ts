import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const staffTokenFile = (dataDir: string) => join(dataDir, 'staff-token');

/**
 * The configured token, or one generated on first start and kept (mode 600) in the data folder.
 * `generatedIn` tells where to find it; the token itself is never logged.
 */
export function resolveStaffToken(
  configured: string | undefined,
  dataDir: string,
): { token: string; storedIn?: string } {
  if (configured) return { token: configured };
  const file = staffTokenFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { token: readFileSync(file, 'utf8').trim(), storedIn: file };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export type StaffAccess = 'staff' | 'anonymous' | 'wrong-token';

/** Compares digests in constant time, so the answer time says nothing about the token. */
export function staffAccessChecker(token: string) {
  const expected = digest(token);
  return (authorization: string | undefined): StaffAccess => {
    if (!authorization) return 'anonymous';
    const match = /^Bearer (.+)$/i.exec(authorization);
    if (!match) return 'wrong-token';
    return timingSafeEqual(digest(match[1].trim()), expected) ? 'staff' : 'wrong-token';
  };
}
