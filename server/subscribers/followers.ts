import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { CONFIRM_LINK_DAYS } from '../notify/messages/follower-messages';
import { mailSubject, type MailSpec } from '../notify/messages/compose-mail';
import type { NewNotification, NotificationQueue } from '../notify/notification-queue';
import type { NotifySettings } from '../notify/submission-notifier';
import { typedDb } from '../storage/typed-db';
import type { FollowTokens } from './follow-token';
import { SubscriberStore, type FollowLanguage, type Subscriber } from './subscriber-store';

/** A post as the followers' messages need it; the blog's store answers it (content/posts calls in, never the reverse). */
export interface FollowedPost {
  id: string;
  lang: FollowLanguage;
  title: string;
  summary: string;
  /** Its address on the site ('/blog/…'). */
  path: string;
}

export interface FollowersOptions {
  db: Db;
  jobs: JobRunner;
  queue: NotificationQueue;
  settings: Pick<NotifySettings, 'from' | 'company' | 'siteUrl'>;
  tokens: FollowTokens;
  /** A post that is public now, by id; undefined when it is not (deleted, unpublished, or not yet shown). */
  publicPost: (id: string) => FollowedPost | undefined;
  /** When a post that is not public yet is to be shown (ISO); undefined when it will not be. */
  scheduledAt: (id: string) => string | undefined;
  now?: () => number;
  log: FastifyBaseLogger;
}

const SEND_KIND = 'follow-post';
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 3_600_000;
/** The confirm and unsubscribe pages (server/subscribers/follow-routes.ts). */
export const confirmPath = '/follow/confirm';
export const unsubscribePath = '/follow/unsubscribe';

/**
 * The blog's followers: the double opt-in (one confirmation e-mail an hour at most per address), the
 * confirm and unsubscribe links, and a new post's e-mails, queued once per follower by a job of the
 * runner when the post is first shown.
 */
export class Followers {
  readonly store: SubscriberStore;
  private readonly now: () => number;

  constructor(private readonly options: FollowersOptions) {
    this.store = new SubscriberStore(options.db);
    this.now = options.now ?? Date.now;
    options.jobs.define<{ postId: string }>(SEND_KIND, ({ postId }) => this.sendPost(postId));
  }

  private link(path: string, token: string) {
    return `${this.options.settings.siteUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  private email(subscriber: Pick<Subscriber, 'id' | 'email'>, kind: NewNotification['kind'], mail: MailSpec) {
    const { settings } = this.options;
    return {
      kind,
      channel: 'email' as const,
      recipient: subscriber.email,
      subject: mailSubject(mail),
      payload: {
        from: settings.from(),
        to: subscriber.email,
        messageId: `<${randomUUID()}@${new URL(settings.company().website).hostname}>`,
        date: new Date(this.now()).toISOString(),
        mail,
        company: settings.company(),
      },
      // Named by the subscriber's id (erased with them), with no table: it is no submission to open.
      recordId: subscriber.id,
    };
  }

  /**
   * The follow form's address: stored pending with its confirmation e-mail queued in the same
   * transaction, or nothing at all (already following, or a confirmation sent within the hour).
   * The caller answers the same either way.
   */
  signUp(email: string, lang: FollowLanguage) {
    const now = this.now();
    typedDb(this.options.db).transaction(() => {
      this.store.forgetUnconfirmed(now - CONFIRM_LINK_MS);
      const signedUp = this.store.signUp(email.toLowerCase(), lang, now);
      if (!signedUp) return;
      const token = this.options.tokens.sign({
        purpose: 'confirm',
        subscriberId: signedUp.subscriber.id,
        nonce: signedUp.confirmNonce,
        expiresAt: now + CONFIRM_LINK_MS,
      });
      this.options.queue.add([
        this.email(signedUp.subscriber, 'follow-confirm', {
          template: 'follow-confirm',
          lang,
          confirmUrl: this.link(confirmPath, token),
        }),
      ]);
    });
  }

  /** The language a follower's link's page is in, when the link is one of ours. */
  languageOf(token: unknown, purpose: 'confirm' | 'unsubscribe'): FollowLanguage | undefined {
    const claims = this.options.tokens.verify(token, purpose);
    return claims && this.store.languageOf(claims.subscriberId);
  }

  /** Uses a confirmation link: 'confirmed', or 'dead' (forged, expired, used, or for an address gone). */
  confirm(token: unknown): 'confirmed' | 'dead' {
    const claims = this.options.tokens.verify(token, 'confirm');
    const now = this.now();
    if (!claims || claims.expiresAt === null || claims.expiresAt <= now) return 'dead';
    return this.store.confirm(claims.subscriberId, claims.nonce, now) ? 'confirmed' : 'dead';
  }

  /** Uses an unsubscribe link: the follower's language, or undefined for a link that is not one. */
  unsubscribe(token: unknown): FollowLanguage | undefined {
    const claims = this.options.tokens.verify(token, 'unsubscribe');
    return claims && this.store.unsubscribe(claims.subscriberId, claims.nonce, this.now());
  }

  /**
   * A post shown for the first time (or scheduled to be): its followers' e-mails are queued by a job
   * at that time. Call inside the transaction that publishes it, so both commit or neither does.
   */
  firstPublished(post: { id: string; publishAt: string }) {
    const runAt = Date.parse(post.publishAt);
    this.options.jobs.enqueue(SEND_KIND, { postId: post.id }, { runAt, key: `${SEND_KIND}:${post.id}:${runAt}` });
  }

  /**
   * One transaction: each confirmed follower in the post's language not yet sent it gets one
   * e-mail, noted with it; a run again after a crash finds them all noted and sends nobody twice.
   */
  private sendPost(postId: string) {
    const post = this.options.publicPost(postId);
    if (!post) {
      // Moved to a later time before it was shown: the send moves with it.
      const later = this.options.scheduledAt(postId);
      if (later) this.firstPublished({ id: postId, publishAt: later });
      return;
    }
    const now = this.now();
    const queued = typedDb(this.options.db).transaction(() => {
      const messages = this.store
        .confirmed(post.lang)
        .filter((subscriber) => this.store.markSent(subscriber.id, post.id, now))
        .map((subscriber) => this.postEmail(subscriber, post));
      this.options.queue.add(messages);
      return messages.length;
    });
    this.options.log.info({ post: post.id, followers: queued }, 'new post: followers e-mailed');
  }

  private postEmail(subscriber: Subscriber, post: FollowedPost) {
    const token = this.options.tokens.sign({
      purpose: 'unsubscribe',
      subscriberId: subscriber.id,
      nonce: subscriber.unsubscribeNonce,
      expiresAt: null,
    });
    return this.email(subscriber, 'new-post', {
      template: 'new-post',
      lang: subscriber.lang,
      post: { title: post.title, summary: post.summary, url: `${this.options.settings.siteUrl}${post.path}` },
      unsubscribeUrl: this.link(unsubscribePath, token),
      unsubscribeMailto: `mailto:${this.options.settings.company().email}?subject=${encodeURIComponent(`Unsubscribe ${subscriber.email}`)}`,
    });
  }
}
