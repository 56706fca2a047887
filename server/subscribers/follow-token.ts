import { SignedValues } from '../http/signed-values';

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
  private readonly signed: SignedValues;

  constructor(secret: Buffer) {
    this.signed = new SignedValues(secret, 'follow-link');
  }

  sign(claims: FollowClaims): string {
    return this.signed.sign([claims.purpose, claims.subscriberId, claims.nonce, claims.expiresAt]);
  }

  /** The claims of a link this server signed for `purpose`; undefined for anything else, whatever its shape. */
  verify(token: unknown, purpose: FollowPurpose): FollowClaims | undefined {
    const [kind, subscriberId, nonce, expiresAt] = this.signed.verify(token) ?? [];
    if (kind !== purpose || typeof subscriberId !== 'string' || typeof nonce !== 'string') return undefined;
    if (expiresAt !== null && typeof expiresAt !== 'number') return undefined;
    return { purpose, subscriberId, nonce, expiresAt };
  }
}
