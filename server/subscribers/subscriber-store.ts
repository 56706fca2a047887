import { randomBytes } from 'node:crypto';
import type { SubscriberItem } from '../../schemas/follow';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';

export type FollowLanguage = 'en' | 'ne';

/** A follower as the senders need them. */
export interface Subscriber {
  id: string;
  email: string;
  lang: FollowLanguage;
  unsubscribeNonce: string;
}

/** At most one confirmation e-mail per address in this time, however often the form is sent. */
export const CONFIRMATION_INTERVAL_MS = 3_600_000;

const newNonce = () => randomBytes(12).toString('base64url');

/** Owner of `subscribers` and `subscriber_posts`: the blog's followers and which post went to whom. */
export class SubscriberStore {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  /**
   * A sign-up from the follow form: a new address is stored pending; a pending or unsubscribed one
   * gets a new confirmation nonce (and the form's language) unless a confirmation went out within
   * the hour; a confirmed one is left as it is. Answers the confirmation to send, if any.
   * Call inside the transaction that queues it.
   */
  signUp(
    email: string,
    lang: FollowLanguage,
    now: number,
  ): { subscriber: Subscriber; confirmNonce: string } | undefined {
    const at = new Date(now).toISOString();
    const current = this.db.first((q) => q.selectFrom('subscribers').selectAll().where('email', '=', email));
    if (current?.state === 'confirmed') return undefined;
    if (current && current.confirm_sent_at !== null && now - current.confirm_sent_at < CONFIRMATION_INTERVAL_MS)
      return undefined;
    const confirmNonce = newNonce();
    if (!current) {
      const id = randomBytes(10).toString('hex');
      const unsubscribeNonce = newNonce();
      this.db.run((q) =>
        q.insertInto('subscribers').values({
          id,
          email,
          lang,
          state: 'pending',
          confirm_nonce: confirmNonce,
          confirm_sent_at: now,
          unsubscribe_nonce: unsubscribeNonce,
          created_at: at,
        }),
      );
      return { subscriber: { id, email, lang, unsubscribeNonce }, confirmNonce };
    }
    // Coming back after unsubscribing: the links of the old subscription stop working.
    const unsubscribeNonce = current.state === 'unsubscribed' ? newNonce() : current.unsubscribe_nonce;
    this.db.run((q) =>
      q
        .updateTable('subscribers')
        .set({
          lang,
          state: 'pending',
          confirm_nonce: confirmNonce,
          confirm_sent_at: now,
          unsubscribe_nonce: unsubscribeNonce,
          unsubscribed_at: null,
        })
        .where('id', '=', current.id),
    );
    return { subscriber: { id: current.id, email, lang, unsubscribeNonce }, confirmNonce };
  }

  /** Confirms a pending address whose current nonce is `nonce` (once: the nonce goes); undefined otherwise. */
  confirm(id: string, nonce: string, now: number): Subscriber | undefined {
    const row = this.db.first((q) =>
      q
        .updateTable('subscribers')
        .set({ state: 'confirmed', confirm_nonce: null, confirmed_at: new Date(now).toISOString() })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where('confirm_nonce', '=', nonce)
        .returning(['id', 'email', 'lang', 'unsubscribe_nonce']),
    );
    return row && { id: row.id, email: row.email, lang: row.lang, unsubscribeNonce: row.unsubscribe_nonce };
  }

  /**
   * Unsubscribes the address whose unsubscribe nonce is `nonce`; again for one already unsubscribed
   * (a mail provider may send the one-click POST twice). Answers its language, undefined for no such link.
   */
  unsubscribe(id: string, nonce: string, now: number): FollowLanguage | undefined {
    return this.db.transaction(() => {
      const row = this.db.first((q) =>
        q
          .selectFrom('subscribers')
          .select(['lang', 'state'])
          .where('id', '=', id)
          .where('unsubscribe_nonce', '=', nonce),
      );
      if (row && row.state !== 'unsubscribed')
        this.db.run((q) =>
          q
            .updateTable('subscribers')
            .set({ state: 'unsubscribed', confirm_nonce: null, unsubscribed_at: new Date(now).toISOString() })
            .where('id', '=', id),
        );
      return row?.lang;
    });
  }

  /** The language of a subscriber's pages (confirm, unsubscribe), when there is one. */
  languageOf(id: string): FollowLanguage | undefined {
    return this.db.first((q) => q.selectFrom('subscribers').select('lang').where('id', '=', id))?.lang;
  }

  /** The confirmed followers reading `lang`. */
  confirmed(lang: FollowLanguage): Subscriber[] {
    return this.db
      .all((q) =>
        q
          .selectFrom('subscribers')
          .select(['id', 'email', 'lang', 'unsubscribe_nonce'])
          .where('state', '=', 'confirmed')
          .where('lang', '=', lang)
          .orderBy('created_at'),
      )
      .map((row) => ({ id: row.id, email: row.email, lang: row.lang, unsubscribeNonce: row.unsubscribe_nonce }));
  }

  /** Notes that `postId` went to the subscriber; false when it already had (nothing to send). */
  markSent(subscriberId: string, postId: string, now: number): boolean {
    const { changes } = this.db.run((q) =>
      q
        .insertInto('subscriber_posts')
        .values({ subscriber_id: subscriberId, post_id: postId, sent_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.doNothing()),
    );
    return changes === 1;
  }

  /** Every follower, newest first, for the back office. */
  list(): SubscriberItem[] {
    return this.db
      .all((q) =>
        q
          .selectFrom('subscribers')
          .select((eb) => [
            'email',
            'lang',
            'state',
            'created_at',
            'confirmed_at',
            'unsubscribed_at',
            eb
              .selectFrom('subscriber_posts')
              .select((count) => count.fn.countAll<number>().as('n'))
              .whereRef('subscriber_posts.subscriber_id', '=', 'subscribers.id')
              .as('posts_sent'),
          ])
          .orderBy('created_at', 'desc')
          .orderBy('email'),
      )
      .map((row) => ({
        email: row.email,
        lang: row.lang,
        state: row.state,
        createdAt: row.created_at,
        confirmedAt: row.confirmed_at,
        unsubscribedAt: row.unsubscribed_at,
        postsSent: Number(row.posts_sent ?? 0),
      }));
  }

  /** The follower with this address, as a person's data export shows it. */
  find(email: string): SubscriberItem | undefined {
    return this.list().find((item) => item.email === email.trim().toLowerCase());
  }

  /** Deletes the address's subscription (a person's erasure); answers its id, so its messages go too. */
  forget(email: string): string | undefined {
    return this.db.first((q) =>
      q.deleteFrom('subscribers').where('email', '=', email.trim().toLowerCase()).returning('id'),
    )?.id;
  }

  /** Deletes the pending addresses whose last confirmation link has expired (sent before `before`, ms). */
  forgetUnconfirmed(before: number): number {
    return this.db.run((q) =>
      q.deleteFrom('subscribers').where('state', '=', 'pending').where('confirm_sent_at', '<', before),
    ).changes;
  }
}
