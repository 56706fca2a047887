import type { Generated } from 'kysely';

/*
 * Every table the numbered migrations create, as Kysely's table types: each column as SQLite reads
 * it back (INTEGER and REAL as numbers, TEXT as strings, JSON kept as its text, flags as 0 or 1).
 * `Generated` marks a column an insert may leave out (a rowid, or one with a DEFAULT). The FTS5
 * index `staff_records_fts` is not here: it is SQLite only, and its one owner reads it through `sql`.
 * A migration that changes a table changes it here too (`database.test.ts` holds these types to a
 * new database's schema).
 */
export interface Database {
  backup_runs: {
    id: Generated<number>;
    started_at: string;
    finished_at: string;
    ok: number;
    trigger: string;
    path: string | null;
    bytes: number | null;
    files: number | null;
    error: string | null;
  };
  booking_feeds: { user_id: string; token_hash: string; created_at: string };
  booking_requests: { record_id: string; email: string; caller: string | null; at_ms: number };
  booking_slots: {
    id: string;
    kind: 'meeting' | 'block';
    start_ms: number;
    end_ms: number;
    released: Generated<number>;
    assignee: string | null;
    note: string | null;
  };
  content_career_openings: {
    id: string;
    title: string;
    title_ne: Generated<string>;
    description: Generated<string>;
    description_ne: Generated<string>;
    type: string;
    location: string;
    closes_on: string | null;
    open: Generated<number>;
    position: number;
    created_at: string;
    updated_at: string;
  };
  content_events: {
    id: string;
    slug: string;
    title: string;
    title_ne: Generated<string>;
    date: string;
    place: string;
    place_ne: Generated<string>;
    listing: Generated<'gallerys' | 'gallery'>;
    featured: Generated<number>;
    description: Generated<string>;
    description_ne: Generated<string>;
    photos: string;
    cover: Generated<number>;
    status: Generated<'draft' | 'published'>;
    sample: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  content_media: {
    id: string;
    width: number;
    height: number;
    widths: string;
    fallback: 'jpg' | 'png';
    source_sha256: string | null;
    created_at: Generated<string>;
  };
  content_post_categories: { key: string; name: string; name_ne: string; position: number };
  content_post_redirects: { lang: string; slug: string; post_id: string | null };
  content_post_revisions: { id: Generated<number>; post_id: string; saved_at: string; saved_by: string; data: string };
  content_posts: {
    id: string;
    slug: string;
    lang: 'en' | 'ne';
    twin_id: string | null;
    title: string;
    summary: string;
    category: string;
    author_id: string | null;
    author_name: string;
    cover: string;
    cover_alt: string;
    body: string;
    featured: Generated<number>;
    status: Generated<'draft' | 'published' | 'unpublished'>;
    publish_at: string | null;
    ever_published: Generated<number>;
    sample: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  content_testimonials: {
    id: string;
    quote: string;
    quote_ne: Generated<string>;
    name: string;
    name_ne: Generated<string>;
    role: Generated<string>;
    role_ne: Generated<string>;
    rating: number;
    photo: string | null;
    carousel: number | null;
    sample: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  content_video_files: { id: string; type: 'mp4' | 'webm'; bytes: number; created_at: Generated<string> };
  content_videos: {
    id: string;
    title_en: string;
    title_ne: string;
    poster: string;
    poster_alt: string;
    file_id: string | null;
    youtube_id: string | null;
    sample: Generated<number>;
    position: number;
    updated_at: string;
  };
  jobs: {
    id: Generated<number>;
    kind: string;
    payload: string;
    key: string | null;
    status: Generated<'queued' | 'done' | 'dead'>;
    run_at: number;
    every_ms: number | null;
    attempts: Generated<number>;
    max_attempts: number;
    lease_ms: number;
    lease_owner: string | null;
    lease_until: number | null;
    last_error: string | null;
    created_at: number;
    ended_at: number | null;
    wake_at: number | null;
  };
  limit_counters: { key: string; used: number; resets_at: number };
  payment_attempts: {
    id: string;
    record_id: string;
    provider: 'khalti' | 'esewa';
    amount: number;
    currency: Generated<'NPR'>;
    provider_ref: string | null;
    transaction_id: string | null;
    state: Generated<'started' | 'pending' | 'paid' | 'failed'>;
    started_at: string;
    checked_at: string | null;
    paid_at: string | null;
  };
  meeting_life: {
    record_id: string;
    lang: Generated<'en' | 'ne'>;
    join_url: string | null;
    decline_reason: string | null;
    offers: Generated<string>;
    nonce: string;
    paid_at: string | null;
    paid_by: string | null;
    decision: string | null;
    decided_at: string | null;
    decided_by: string | null;
    decisions: Generated<number>;
    owed: number | null;
    pay_by: string | null;
    refunded_at: string | null;
    refunded_by: string | null;
  };
  meeting_reminders: { record_id: string; lead: '24h' | '1h'; start_ms: number; queued_at: string };
  notifications: {
    id: Generated<number>;
    kind: string;
    channel: string;
    recipient: string;
    subject: string;
    payload: string;
    record_table: string | null;
    record_id: string | null;
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: Generated<number>;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
    saved_to_disk: Generated<number>;
    send_job: string | null;
  };
  mirror_copies: { record_id: string; tbl: string; upstream_id: string };
  mirror_files: { name: string; hosted_url: string };
  mirror_table_health: {
    tbl: string;
    state: string;
    last_status: number | null;
    last_error: string | null;
    since: string;
  };
  post_views: { post_id: string; day: string; views: number };
  outbox: {
    seq: Generated<number>;
    submission_id: string;
    base: string;
    tbl: string;
    record_id: string;
    fields: string;
    created_time: string;
    status: Generated<string>;
    solo: Generated<number>;
    attempts: Generated<number>;
    next_attempt_at: Generated<number>;
    last_error: string | null;
    upstream_id: string | null;
    delivered_at: string | null;
  };
  readiness_probe: { id: number; at: string };
  records: { seq: Generated<number>; tbl: string; id: string; created_time: string; fields: string };
  sample_removals: { id: string; removed_at: string; removed_by: string | null; kept: string };
  settings: { key: string; value: string; updated_at: string };
  staff_audit: {
    id: Generated<number>;
    at: string;
    actor_id: string | null;
    actor_name: string | null;
    action: string;
    tbl: string | null;
    record_id: string | null;
    detail: string | null;
  };
  staff_contacts: { tbl: string; contact: string; seq: number };
  staff_duplicates: { seq: number; of_seq: number; state: Generated<'flagged' | 'merged' | 'dismissed'> };
  staff_notes: {
    id: Generated<number>;
    seq: number;
    author_id: string | null;
    author_name: string | null;
    body: string;
    created_at: string;
  };
  staff_record_meta: {
    seq: number;
    tbl: string;
    created_time: string;
    status: Generated<string>;
    assignee_id: string | null;
  };
  staff_sessions: { id_hash: string; user_id: string; created_at: number; last_seen_at: number };
  staff_setup_tokens: { token_hash: string; user_id: string | null; expires_at: number };
  staff_sign_in_codes: {
    user_id: string;
    code_hash: string;
    issued_at: number;
    expires_at: number;
    attempts: Generated<number>;
  };
  staff_sign_in_failures: { key: string; failures: number; last_failure_at: number };
  staff_sign_in_known: { key: string; last_at: number };
  staff_team_meta: { record_id: string; position: number; hidden: Generated<number> };
  staff_users: {
    id: string;
    email: string;
    name: string;
    role: 'admin' | 'staff';
    password_hash: string | null;
    disabled: Generated<number>;
    notify_tables: Generated<string>;
    created_at: string;
  };
  subscriber_posts: { subscriber_id: string; post_id: string; sent_at: string };
  subscribers: {
    id: string;
    email: string;
    lang: 'en' | 'ne';
    state: 'pending' | 'confirmed' | 'unsubscribed';
    confirm_nonce: string | null;
    confirm_sent_at: number | null;
    unsubscribe_nonce: string;
    created_at: string;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  };
  upload_answers: {
    url: string;
    display_name: string;
    filename: string;
    local_name: string | null;
    issued_at: number;
    kept: Generated<number>;
  };
  uploads: { name: string; original_filename: string; kind: string; bytes: number; created_at: string };
}
