import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a follower's link does: confirm the address (single-use, expiring) or unsubscribe it. */
export type FollowPurpose = 'confirm' | 'unsubscribe';

export interface FollowClaims {
  purpose: FollowPurpose;
  subscriberId: string;
  /** The subscriber's current nonce for the purpose: a new one revokes the links made with the old. */
  nonce: string;
  /** A confirmation link stops working at this instant (ms); an unsubscribe link never does. */
  expiresAt: number | null;
}

/**
 * Followers' links, signed like the meetings' manage links (`<claims>.<HMAC-SHA256>`, base64url,
 * with the same server secret from DATA_DIR) under a purpose of their own, so neither kind of link
 * is ever taken for the other, or for a meeting's.
 */
export class FollowTokens {
  constructor(private readonly secret: Buffer) {}

  private mac(body: string) {
    return createHmac('sha256', this.secret).update(`follow-link:${body}`).digest();
  }

  sign(claims: FollowClaims): string {
    const body = Buffer.from(
      JSON.stringify([claims.purpose, claims.subscriberId, claims.nonce, claims.expiresAt]),
    ).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The claims of a link this server signed for `purpose`; undefined for anything else, whatever its shape. */
  verify(token: unknown, purpose: FollowPurpose): FollowClaims | undefined {
    if (typeof token !== 'string' || token.length > 400) return undefined;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const [kind, subscriberId, nonce, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (kind !== purpose || typeof subscriberId !== 'string' || typeof nonce !== 'string') return undefined;
      if (expiresAt !== null && typeof expiresAt !== 'number') return undefined;
      return { purpose, subscriberId, nonce, expiresAt };
    } catch {
      return undefined;
    }
  }
}
