import type { Generated, SelectType } from 'kysely';

/*
 * Every table the numbered migrations create, as Kysely's table types: each column as SQLite reads
 * it back (INTEGER and REAL as numbers, TEXT as strings, JSON kept as its text, flags as 0 or 1).
 * `Generated` marks a column an insert may leave out (a rowid, or one with a DEFAULT). The FTS5
 * index `staff_records_fts` is not here: it is SQLite only, and its one owner reads it through `sql`.
 * A migration that changes a table changes it here too (`database.test.ts` compares the two).
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

type Affinity<V> = V extends number ? 'INTEGER' | 'REAL' : V extends string ? 'TEXT' : never;
/** A column as `PRAGMA table_info` declares one whose values read as V (a primary key counts as NOT NULL). */
type Declared<V> = null extends V ? Affinity<Exclude<V, null>> : `${Affinity<V>} NOT NULL`;
type DeclaredColumns = {
  [T in keyof Database]: { [C in keyof Database[T]]-?: Declared<SelectType<Database[T][C]>> };
};

/**
 * The same tables as the schema declares them: the compiler holds this list to the types above
 * (every column, each type and nullability), and `database.test.ts` holds it to a new database.
 */
export const declaredColumns = {
  backup_runs: {
    id: 'INTEGER NOT NULL',
    started_at: 'TEXT NOT NULL',
    finished_at: 'TEXT NOT NULL',
    ok: 'INTEGER NOT NULL',
    trigger: 'TEXT NOT NULL',
    path: 'TEXT',
    bytes: 'INTEGER',
    files: 'INTEGER',
    error: 'TEXT',
  },
  booking_feeds: { user_id: 'TEXT NOT NULL', token_hash: 'TEXT NOT NULL', created_at: 'TEXT NOT NULL' },
  booking_requests: { record_id: 'TEXT NOT NULL', email: 'TEXT NOT NULL', caller: 'TEXT', at_ms: 'INTEGER NOT NULL' },
  booking_slots: {
    id: 'TEXT NOT NULL',
    kind: 'TEXT NOT NULL',
    start_ms: 'INTEGER NOT NULL',
    end_ms: 'INTEGER NOT NULL',
    released: 'INTEGER NOT NULL',
    assignee: 'TEXT',
    note: 'TEXT',
  },
  content_career_openings: {
    id: 'TEXT NOT NULL',
    title: 'TEXT NOT NULL',
    title_ne: 'TEXT NOT NULL',
    description: 'TEXT NOT NULL',
    description_ne: 'TEXT NOT NULL',
    type: 'TEXT NOT NULL',
    location: 'TEXT NOT NULL',
    closes_on: 'TEXT',
    open: 'INTEGER NOT NULL',
    position: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
    updated_at: 'TEXT NOT NULL',
  },
  content_events: {
    id: 'TEXT NOT NULL',
    slug: 'TEXT NOT NULL',
    title: 'TEXT NOT NULL',
    title_ne: 'TEXT NOT NULL',
    date: 'TEXT NOT NULL',
    place: 'TEXT NOT NULL',
    place_ne: 'TEXT NOT NULL',
    listing: 'TEXT NOT NULL',
    featured: 'INTEGER NOT NULL',
    description: 'TEXT NOT NULL',
    description_ne: 'TEXT NOT NULL',
    photos: 'TEXT NOT NULL',
    cover: 'INTEGER NOT NULL',
    status: 'TEXT NOT NULL',
    sample: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
    updated_at: 'TEXT NOT NULL',
  },
  content_media: {
    id: 'TEXT NOT NULL',
    width: 'INTEGER NOT NULL',
    height: 'INTEGER NOT NULL',
    widths: 'TEXT NOT NULL',
    fallback: 'TEXT NOT NULL',
    source_sha256: 'TEXT',
    created_at: 'TEXT NOT NULL',
  },
  content_post_redirects: { lang: 'TEXT NOT NULL', slug: 'TEXT NOT NULL', post_id: 'TEXT' },
  content_post_revisions: {
    id: 'INTEGER NOT NULL',
    post_id: 'TEXT NOT NULL',
    saved_at: 'TEXT NOT NULL',
    saved_by: 'TEXT NOT NULL',
    data: 'TEXT NOT NULL',
  },
  content_posts: {
    id: 'TEXT NOT NULL',
    slug: 'TEXT NOT NULL',
    lang: 'TEXT NOT NULL',
    twin_id: 'TEXT',
    title: 'TEXT NOT NULL',
    summary: 'TEXT NOT NULL',
    category: 'TEXT NOT NULL',
    author_id: 'TEXT',
    author_name: 'TEXT NOT NULL',
    cover: 'TEXT NOT NULL',
    cover_alt: 'TEXT NOT NULL',
    body: 'TEXT NOT NULL',
    featured: 'INTEGER NOT NULL',
    status: 'TEXT NOT NULL',
    publish_at: 'TEXT',
    ever_published: 'INTEGER NOT NULL',
    sample: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
    updated_at: 'TEXT NOT NULL',
  },
  content_testimonials: {
    id: 'TEXT NOT NULL',
    quote: 'TEXT NOT NULL',
    quote_ne: 'TEXT NOT NULL',
    name: 'TEXT NOT NULL',
    name_ne: 'TEXT NOT NULL',
    role: 'TEXT NOT NULL',
    role_ne: 'TEXT NOT NULL',
    rating: 'INTEGER NOT NULL',
    photo: 'TEXT',
    carousel: 'INTEGER',
    sample: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
    updated_at: 'TEXT NOT NULL',
  },
  content_video_files: {
    id: 'TEXT NOT NULL',
    type: 'TEXT NOT NULL',
    bytes: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
  },
  content_videos: {
    id: 'TEXT NOT NULL',
    title_en: 'TEXT NOT NULL',
    title_ne: 'TEXT NOT NULL',
    poster: 'TEXT NOT NULL',
    poster_alt: 'TEXT NOT NULL',
    file_id: 'TEXT',
    youtube_id: 'TEXT',
    sample: 'INTEGER NOT NULL',
    position: 'INTEGER NOT NULL',
    updated_at: 'TEXT NOT NULL',
  },
  jobs: {
    id: 'INTEGER NOT NULL',
    kind: 'TEXT NOT NULL',
    payload: 'TEXT NOT NULL',
    key: 'TEXT',
    status: 'TEXT NOT NULL',
    run_at: 'INTEGER NOT NULL',
    every_ms: 'INTEGER',
    attempts: 'INTEGER NOT NULL',
    max_attempts: 'INTEGER NOT NULL',
    lease_ms: 'INTEGER NOT NULL',
    lease_owner: 'TEXT',
    lease_until: 'INTEGER',
    last_error: 'TEXT',
    created_at: 'INTEGER NOT NULL',
    ended_at: 'INTEGER',
    wake_at: 'INTEGER',
  },
  meeting_life: {
    record_id: 'TEXT NOT NULL',
    lang: 'TEXT NOT NULL',
    join_url: 'TEXT',
    decline_reason: 'TEXT',
    offers: 'TEXT NOT NULL',
    nonce: 'TEXT NOT NULL',
    paid_at: 'TEXT',
    paid_by: 'TEXT',
    decision: 'TEXT',
    decided_at: 'TEXT',
    decided_by: 'TEXT',
    decisions: 'INTEGER NOT NULL',
  },
  meeting_reminders: {
    record_id: 'TEXT NOT NULL',
    lead: 'TEXT NOT NULL',
    start_ms: 'INTEGER NOT NULL',
    queued_at: 'TEXT NOT NULL',
  },
  notifications: {
    id: 'INTEGER NOT NULL',
    kind: 'TEXT NOT NULL',
    channel: 'TEXT NOT NULL',
    recipient: 'TEXT NOT NULL',
    subject: 'TEXT NOT NULL',
    payload: 'TEXT NOT NULL',
    record_table: 'TEXT',
    record_id: 'TEXT',
    status: 'TEXT NOT NULL',
    attempts: 'INTEGER NOT NULL',
    next_attempt_at: 'INTEGER NOT NULL',
    last_error: 'TEXT',
    created_at: 'TEXT NOT NULL',
    sent_at: 'TEXT',
    saved_to_disk: 'INTEGER NOT NULL',
    send_job: 'TEXT',
  },
  mirror_copies: { record_id: 'TEXT NOT NULL', tbl: 'TEXT NOT NULL', upstream_id: 'TEXT NOT NULL' },
  mirror_files: { name: 'TEXT NOT NULL', hosted_url: 'TEXT NOT NULL' },
  mirror_table_health: {
    tbl: 'TEXT NOT NULL',
    state: 'TEXT NOT NULL',
    last_status: 'INTEGER',
    last_error: 'TEXT',
    since: 'TEXT NOT NULL',
  },
  post_views: { post_id: 'TEXT NOT NULL', day: 'TEXT NOT NULL', views: 'INTEGER NOT NULL' },
  outbox: {
    seq: 'INTEGER NOT NULL',
    submission_id: 'TEXT NOT NULL',
    base: 'TEXT NOT NULL',
    tbl: 'TEXT NOT NULL',
    record_id: 'TEXT NOT NULL',
    fields: 'TEXT NOT NULL',
    created_time: 'TEXT NOT NULL',
    status: 'TEXT NOT NULL',
    solo: 'INTEGER NOT NULL',
    attempts: 'INTEGER NOT NULL',
    next_attempt_at: 'INTEGER NOT NULL',
    last_error: 'TEXT',
    upstream_id: 'TEXT',
    delivered_at: 'TEXT',
  },
  readiness_probe: { id: 'INTEGER NOT NULL', at: 'TEXT NOT NULL' },
  records: {
    seq: 'INTEGER NOT NULL',
    tbl: 'TEXT NOT NULL',
    id: 'TEXT NOT NULL',
    created_time: 'TEXT NOT NULL',
    fields: 'TEXT NOT NULL',
  },
  settings: { key: 'TEXT NOT NULL', value: 'TEXT NOT NULL', updated_at: 'TEXT NOT NULL' },
  staff_audit: {
    id: 'INTEGER NOT NULL',
    at: 'TEXT NOT NULL',
    actor_id: 'TEXT',
    actor_name: 'TEXT',
    action: 'TEXT NOT NULL',
    tbl: 'TEXT',
    record_id: 'TEXT',
    detail: 'TEXT',
  },
  staff_contacts: { tbl: 'TEXT NOT NULL', contact: 'TEXT NOT NULL', seq: 'INTEGER NOT NULL' },
  staff_duplicates: { seq: 'INTEGER NOT NULL', of_seq: 'INTEGER NOT NULL', state: 'TEXT NOT NULL' },
  staff_notes: {
    id: 'INTEGER NOT NULL',
    seq: 'INTEGER NOT NULL',
    author_id: 'TEXT',
    author_name: 'TEXT',
    body: 'TEXT NOT NULL',
    created_at: 'TEXT NOT NULL',
  },
  staff_record_meta: {
    seq: 'INTEGER NOT NULL',
    tbl: 'TEXT NOT NULL',
    created_time: 'TEXT NOT NULL',
    status: 'TEXT NOT NULL',
    assignee_id: 'TEXT',
  },
  staff_sessions: {
    id_hash: 'TEXT NOT NULL',
    user_id: 'TEXT NOT NULL',
    created_at: 'INTEGER NOT NULL',
    last_seen_at: 'INTEGER NOT NULL',
  },
  staff_setup_tokens: { token_hash: 'TEXT NOT NULL', user_id: 'TEXT', expires_at: 'INTEGER NOT NULL' },
  staff_sign_in_codes: {
    user_id: 'TEXT NOT NULL',
    code_hash: 'TEXT NOT NULL',
    issued_at: 'INTEGER NOT NULL',
    expires_at: 'INTEGER NOT NULL',
    attempts: 'INTEGER NOT NULL',
  },
  staff_sign_in_failures: { key: 'TEXT NOT NULL', failures: 'INTEGER NOT NULL', last_failure_at: 'INTEGER NOT NULL' },
  staff_sign_in_known: { key: 'TEXT NOT NULL', last_at: 'INTEGER NOT NULL' },
  staff_team_meta: { record_id: 'TEXT NOT NULL', position: 'REAL NOT NULL', hidden: 'INTEGER NOT NULL' },
  staff_users: {
    id: 'TEXT NOT NULL',
    email: 'TEXT NOT NULL',
    name: 'TEXT NOT NULL',
    role: 'TEXT NOT NULL',
    password_hash: 'TEXT',
    disabled: 'INTEGER NOT NULL',
    notify_tables: 'TEXT NOT NULL',
    created_at: 'TEXT NOT NULL',
  },
  subscriber_posts: { subscriber_id: 'TEXT NOT NULL', post_id: 'TEXT NOT NULL', sent_at: 'TEXT NOT NULL' },
  subscribers: {
    id: 'TEXT NOT NULL',
    email: 'TEXT NOT NULL',
    lang: 'TEXT NOT NULL',
    state: 'TEXT NOT NULL',
    confirm_nonce: 'TEXT',
    confirm_sent_at: 'INTEGER',
    unsubscribe_nonce: 'TEXT NOT NULL',
    created_at: 'TEXT NOT NULL',
    confirmed_at: 'TEXT',
    unsubscribed_at: 'TEXT',
  },
  upload_answers: {
    url: 'TEXT NOT NULL',
    display_name: 'TEXT NOT NULL',
    filename: 'TEXT NOT NULL',
    local_name: 'TEXT',
    issued_at: 'INTEGER NOT NULL',
    kept: 'INTEGER NOT NULL',
  },
  uploads: {
    name: 'TEXT NOT NULL',
    original_filename: 'TEXT NOT NULL',
    kind: 'TEXT NOT NULL',
    bytes: 'INTEGER NOT NULL',
    created_at: 'TEXT NOT NULL',
  },
} satisfies DeclaredColumns;
