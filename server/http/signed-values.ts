import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A list of values in a link, signed with a server secret under a purpose (`<values>.<HMAC-SHA256>`,
 * both base64url): not guessable without the secret, and a link signed for one purpose is never
 * taken for another's. What the values mean is each caller's to check.
 */
export class SignedValues {
  constructor(
    private readonly secret: Buffer,
    private readonly purpose: string,
  ) {}

  private mac(body: string) {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${body}`).digest();
  }

  sign(values: readonly unknown[]): string {
    const body = Buffer.from(JSON.stringify(values)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The values of a link this server signed for its purpose; undefined for anything else, whatever its shape. */
  verify(token: unknown): unknown[] | undefined {
    if (typeof token !== 'string' || token.length > 400) return undefined;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const values: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return Array.isArray(values) ? values : undefined;
    } catch {
      return undefined;
    }
  }
}
