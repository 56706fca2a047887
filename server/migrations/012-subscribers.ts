import type { Migration } from './migration';

/**
 * Version 12: the blog's followers (server/subscribers/). An address is `pending` until its
 * confirmation link is used (double opt-in), and gets new posts only while `confirmed`.
 * `confirm_nonce` makes a confirmation link single-use; `confirm_sent_at` keeps confirmations to one
 * an hour per address; `subscriber_posts` is which post went to whom, written with the message, so a
 * post's send that runs again sends nobody twice.
 */
export const subscribers: Migration = {
  why: 'subscribers: readers following new posts by e-mail, and the posts each was sent',
  up(db) {
    db.exec(`
      CREATE TABLE subscribers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        lang TEXT NOT NULL CHECK (lang IN ('en', 'ne')),
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_nonce TEXT,
        confirm_sent_at INTEGER,
        unsubscribe_nonce TEXT NOT NULL,
        created_at TEXT NOT NULL,
        confirmed_at TEXT,
        unsubscribed_at TEXT
      );
      CREATE INDEX subscribers_by_state ON subscribers (state, lang);
      CREATE TABLE subscriber_posts (
        subscriber_id TEXT NOT NULL,
        post_id TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        PRIMARY KEY (subscriber_id, post_id)
      );
      CREATE TRIGGER subscriber_posts_subscriber_deleted AFTER DELETE ON subscribers
      BEGIN
        DELETE FROM subscriber_posts WHERE subscriber_id = old.id;
      END;
    `);
  },
};
