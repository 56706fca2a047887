import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync, fsyncSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { SignedValues } from '../http/signed-values';
import type { MeetingLife } from './meeting-life';

/** What a visitor's link is signed for: the meeting, its current nonce, and for an offered time, that time. */
export interface LinkClaims {
  recordId: string;
  nonce: string;
  /** An offered start (ISO instant): the link books that time. */
  offer?: string;
}

const SECRET_FILE = 'manage-link.key';

/**
 * The server secret the visitors' links are signed with: 32 random bytes in DATA_DIR (mode 600,
 * written to a temporary file, fsynced and renamed), made on first start and kept, so links in
 * e-mails already sent keep working after a restart; a backup carries it with the data.
 */
export function linkSecret(dataDir: string): Buffer {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, secret.toString('base64url'), { mode: 0o600 });
  const fd = openSync(temporary, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temporary, file);
  return secret;
}

/**
 * Visitors' private links: `<claims>.<HMAC-SHA256>`, both base64url. Not guessable without the
 * secret; a link names one meeting and its nonce (a new nonce revokes every link of the meeting);
 * when it stops working by time (after the meeting, or the offered time) the server decides from
 * the meeting as it stands, not from anything in the link.
 */
export class LinkSigner {
  private readonly signed: SignedValues;

  constructor(secret: Buffer) {
    this.signed = new SignedValues(secret, 'meeting-link');
  }

  sign(claims: LinkClaims): string {
    return this.signed.sign([claims.recordId, claims.nonce, claims.offer ?? null]);
  }

  /** The claims of a link this server signed; undefined for anything else, whatever its shape. */
  verify(token: unknown): LinkClaims | undefined {
    const [recordId, nonce, offer] = this.signed.verify(token) ?? [];
    if (typeof recordId !== 'string' || typeof nonce !== 'string') return undefined;
    return { recordId, nonce, ...(typeof offer === 'string' ? { offer } : {}) };
  }
}

/** The signed links in a visitor's e-mails: the meeting's manage page, and a time offered on decline. */
export class VisitorLinks {
  constructor(
    private readonly siteUrl: string,
    private readonly signer: LinkSigner,
    private readonly life: MeetingLife,
  ) {}

  manage = (recordId: string) =>
    `${this.siteUrl}/meeting/manage?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce })}`;

  offer = (recordId: string, offer: string) =>
    `${this.siteUrl}/meeting/take?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce, offer })}`;
}
