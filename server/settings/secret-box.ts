import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The key file in DATA_DIR when SETTINGS_KEY is unset. */
export const SETTINGS_KEY_FILE = 'settings.key';
const VERSION = 'v1';

/** A stored secret that cannot be opened: the key changed or went missing since it was saved. */
export class SecretKeyError extends Error {}

/**
 * Writes 32 random bytes to a temporary file, fsynced, then links it in place: a crash leaves no
 * half-written key, and of two processes making it at once, one key wins and both use it.
 */
function makeKeyFile(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(32).toString('base64url'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/**
 * Where the key comes from: SETTINGS_KEY (any text of 32 characters or more, hashed to 256 bits),
 * else 32 random bytes in DATA_DIR/settings.key, created 0600 on first use. Never the database:
 * a copy of the database alone never opens a secret.
 */
export function settingsKey({ SETTINGS_KEY, DATA_DIR }: { SETTINGS_KEY?: string; DATA_DIR: string }) {
  let key: Buffer | undefined;
  const file = join(DATA_DIR, SETTINGS_KEY_FILE);
  return (create: boolean): Buffer => {
    if (key) return key;
    if (SETTINGS_KEY) return (key = createHash('sha256').update(SETTINGS_KEY).digest());
    if (!existsSync(file)) {
      if (!create) throw new SecretKeyError(`the key file ${file} is missing`);
      makeKeyFile(file);
    }
    const read = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (read.length !== 32) throw new SecretKeyError(`the key file ${file} is damaged`);
    return (key = read);
  };
}

/**
 * Secrets stored in the settings (a mail password, a webhook secret), sealed with AES-256-GCM:
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. `purpose` is authenticated too, so a sealed value
 * only opens where it was sealed for.
 */
export class SecretBox {
  constructor(private readonly key: (create: boolean) => Buffer) {}

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(true), iv).setAAD(Buffer.from(purpose));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
  }

  open(sealed: string, purpose: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || data === undefined) throw new SecretKeyError('the stored value is not a sealed secret');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(false), Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(purpose))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch (error) {
      if (error instanceof SecretKeyError) throw error;
      throw new SecretKeyError('it was saved with another key (SETTINGS_KEY or the settings.key file changed)');
    }
  }
}
