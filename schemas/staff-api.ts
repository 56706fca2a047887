import { paymentFilters, paymentSummary } from './payment-staff-api';
import { inboxTables, passwordRules, recordStatuses } from './staff-api-basics';
import { callbackTable, careerTable, meetingTable } from './table-names';
import { z } from './zod';

export {
  csrfHeader,
  inboxTableLabels,
  inboxTables,
  passwordRules,
  recordStatusLabels,
  recordStatuses,
  staffApiBase,
  type InboxTable,
  type RecordStatus,
} from './staff-api-basics';

/**
 * The staff API under /staff/api: every request and answer the back office exchanges with the
 * gateway. The staff app parses answers with these schemas and the gateway parses requests with
 * them, so a change here is a change of the contract for both sides.
 *
 * Conventions:
 * - JSON in and out; a failure answers `{ error: { type, message } }` (`apiErrorAnswer`).
 * - Session cookie `staff_session` (HttpOnly, SameSite=Strict, Path=/staff, Secure on https).
 * - Every request other than GET/HEAD sends the header `X-CSRF-Token` with `csrfToken` from
 *   `GET /session` and comes from the gateway's own Origin; otherwise 403 CSRF_FAILED, nothing changes.
 * - 401 AUTHENTICATION_REQUIRED without a valid session, 403 NOT_PERMITTED for a role that may not.
 */
export const sessionCookie = 'staff_session';
/** The one-time link that sets a new account's password: `/staff/setup?token=…`. */
export const setupPath = '/staff/setup';
/** A record's page in the staff app; notifications link here. */
export const recordPagePath = (table: string, id: string) => `/staff/records/${encodeURIComponent(table)}/${id}`;

export const apiErrorAnswer = z.object({
  error: z.object({ type: z.string(), message: z.string() }),
});
export type ApiErrorAnswer = z.infer<typeof apiErrorAnswer>;

// ---- Shared values -------------------------------------------------------------------------------

export const inboxTable = z.enum(inboxTables);

export const staffRoles = ['admin', 'staff'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const recordStatus = z.enum(recordStatuses);

export const meetingDecisions = ['confirmed', 'declined', 'cancelled', 'rescheduled', 'done', 'no-show'] as const;
export const meetingDecision = z.enum(meetingDecisions);
export type MeetingDecision = z.infer<typeof meetingDecision>;

export const newPassword = z
  .string()
  .min(passwordRules.minLength, { error: `Use at least ${passwordRules.minLength} characters` })
  .max(passwordRules.maxLength, { error: `Use at most ${passwordRules.maxLength} characters` });

const id = z.string().min(1).max(64);
const isoTime = z.string();
const person = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof person>;
const cursor = z.string().max(200).optional();
const limit = z.coerce.number().int().min(1).max(200).default(50);

// ---- Session -------------------------------------------------------------------------------------

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  notifyTables: z.array(inboxTable),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** `GET /session`, `POST /session`: 200 with this, or 401. */
export const sessionAnswer = z.object({
  user: sessionUser,
  csrfToken: z.string(),
  /** Whether a hosted table mirrors the submissions: its Delivery page shows the mirror's health. */
  mirror: z.boolean(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/**
 * `POST /session` (no CSRF token yet; Origin is still checked). Wrong e-mail, wrong password or a
 * disabled account: 401 SIGN_IN_FAILED with one generic message. Too many tries: 429 SIGN_IN_THROTTLED
 * with `Retry-After` seconds.
 */
export const signInRequest = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(passwordRules.maxLength),
  /** The 6-digit code e-mailed when a right password alone was not enough (answer 202). */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'The code has 6 digits' })
    .optional(),
});
export type SignInRequest = z.infer<typeof signInRequest>;
/**
 * `POST /session` 202: the password was right, but the account has had many failed tries and this
 * address is new to it (or it is past its cap): a code was e-mailed; send the same e-mail and
 * password again with `code`. A wrong or expired code: 401 SIGN_IN_CODE_WRONG; past 10 wrong codes
 * in a day, 403 SIGN_IN_CODES_REFUSED until a day passes without one or a new password is set.
 */
export const signInCodeAnswer = z.object({ codeRequired: z.literal(true), message: z.string() });
export type SignInCodeAnswer = z.infer<typeof signInCodeAnswer>;
export const signInCodeSentMessage =
  'This account has had many failed sign-in attempts, so we e-mailed you a 6-digit code. Enter it to sign in; it works for 10 minutes.';
export const signInCodeWrongMessage =
  'That code is not right or has expired. Sign in again with your password to get a new one.';
/** 403 SIGN_IN_CODES_REFUSED: after a right password, when the account has had 10 wrong codes (none sent or taken). */
export const signInCodesRefusedMessage =
  'Too many wrong sign-in codes were entered for this account, so codes are paused for a day. Ask an admin for a set-password link to sign in sooner.';
/**
 * `POST /session/password` (a signed-in person, their own password): 204, and their other sessions
 * end; 401 CURRENT_PASSWORD_WRONG; 422 WEAK_PASSWORD with the reason. `POST /session/sign-out-others`:
 * `{ ended }`, the number of other sessions signed out.
 */
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(passwordRules.maxLength),
  newPassword: z.string().max(passwordRules.maxLength),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const signOutOthersAnswer = z.object({ ended: z.number() });
export type SignOutOthersAnswer = z.infer<typeof signOutOthersAnswer>;
export const signInFailedMessage = 'The e-mail address or password is not right, or the account is disabled.';

/**
 * `GET /setup?token=` (no session) → setupInfo, or 400 SETUP_LINK_INVALID (unknown, used or expired).
 * `first-admin`: the link printed at gateway start while no account exists; the form also asks for
 * the person's name and e-mail. `set-password`: an existing account's link.
 */
export const setupInfo = z.object({
  kind: z.enum(['first-admin', 'set-password']),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type SetupInfo = z.infer<typeof setupInfo>;

/**
 * `POST /setup` (no session, no CSRF token; Origin checked) → 204; then sign in. `email` and `name`
 * are required for a `first-admin` link and ignored otherwise. 400 SETUP_LINK_INVALID, 422 WEAK_PASSWORD.
 */
export const setupRequest = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
  email: z.email({ error: 'Enter a valid e-mail address' }).max(320).optional(),
  name: z.string().trim().min(1, { error: 'Name is required' }).max(100).optional(),
});
export type SetupRequest = z.infer<typeof setupRequest>;

// ---- Inbox ---------------------------------------------------------------------------------------

/** `GET /counts`: records with status New per table. */
export const countsAnswer = z.object({
  [callbackTable]: z.number(),
  [meetingTable]: z.number(),
  [careerTable]: z.number(),
});
export type CountsAnswer = z.infer<typeof countsAnswer>;

/** `GET /events` (text/event-stream): `event: record` with this as data whenever a record arrives or changes. */
export const recordEvent = z.object({ table: inboxTable, id: z.string() });
export type RecordEvent = z.infer<typeof recordEvent>;

/**
 * `GET /records` and `GET /export.csv` query. No `table`: all three tables (with `status=new`, the
 * "All new" view). `assignee`: a user id, `me`, or `none`. `from`/`to`: YYYY-MM-DD, inclusive, by
 * the day the record arrived in Nepal time. `q`: full-text words (all must match; prefix match on
 * the last one). Newest first; `cursor` is the previous page's `nextCursor`.
 */
export const recordListQuery = z.object({
  table: inboxTable.optional(),
  status: recordStatus.optional(),
  assignee: z.string().min(1).max(64).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: z.string().trim().max(200).optional(),
  /** Meetings by their time (Nepal): today, tomorrow, this week (Sunday to Saturday), upcoming or past. */
  when: z
    .enum(['today', 'tomorrow', 'week', 'upcoming', 'past'], {
      error: 'when must be today, tomorrow, week, upcoming or past',
    })
    .optional(),
  /**
   * `1`: New submissions that arrived more than one working day ago (the availability's open days),
   * less the meetings already decided (a visitor's cancellation leaves a meeting New but not waiting).
   */
  waiting: z.literal('1', { error: 'waiting must be 1' }).optional(),
  /** Paid meetings still owing, or paid then cancelled or declined and not yet refunded. */
  payment: z.enum(paymentFilters, { error: 'payment must be unpaid or refund-due' }).optional(),
  cursor,
  limit,
});
export type RecordListQuery = z.input<typeof recordListQuery>;

/**
 * The list's filters without its paging: `GET /export.csv`'s query, so a CSV holds exactly the rows
 * the list shows. A parameter that is no filter is refused (a misspelt one would export everything).
 */
export const recordFilterQuery = z.strictObject(recordListQuery.omit({ cursor: true, limit: true }).shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? `Not a filter of the inbox: ${issue.keys.join(', ')}` : undefined,
});
export type RecordFilterQuery = z.input<typeof recordFilterQuery>;

export const decisionView = z.object({ value: meetingDecision, decidedAt: isoTime, decidedBy: person.nullable() });
export type DecisionView = z.infer<typeof decisionView>;

/** One record as the inbox shows it. `fields` are the record's spec fields, unchanged. */
export const recordSummary = z.object({
  table: inboxTable,
  id: z.string(),
  createdTime: isoTime,
  fields: z.record(z.string(), z.unknown()),
  status: recordStatus,
  assignee: person.nullable(),
  decision: decisionView.nullable(),
  /** A meeting's booked time (as the booking ledger holds it, moved by a reschedule); absent for other records. */
  slot: z.object({ start: isoTime, end: isoTime }).optional(),
  /** A paid meeting's payment (issue 46); absent for other records and free meetings. */
  payment: paymentSummary.optional(),
  /** Set when it looks like an earlier record (same table, phone or e-mail, within 24 hours). */
  duplicateOf: z.object({ id: z.string(), state: z.enum(['flagged', 'merged']) }).optional(),
});
export type RecordSummary = z.infer<typeof recordSummary>;
/** `POST /records/:table/:id/duplicate`: merge (this one is marked a duplicate of the earlier one, and archived) or dismiss the flag. */
export const duplicateRequest = z.object({
  action: z.enum(['merge', 'dismiss'], { error: 'action must be merge or dismiss' }),
});
export type DuplicateRequest = z.infer<typeof duplicateRequest>;

export const recordListAnswer = z.object({ items: z.array(recordSummary), nextCursor: z.string().nullable() });
export type RecordListAnswer = z.infer<typeof recordListAnswer>;

export const noteView = z.object({ id: z.string(), author: person.nullable(), body: z.string(), createdAt: isoTime });
export type NoteView = z.infer<typeof noteView>;

/**
 * A Career record's stored files. `previewUrl` (`/staff/api/files/<name>`) answers images and PDFs
 * inline under `Content-Security-Policy: sandbox` (show it in `<iframe sandbox>` or `<img>`);
 * `downloadUrl` (`?download=1`) always answers as an attachment.
 */
export const attachmentView = z.object({
  field: z.string(),
  filename: z.string(),
  name: z.string(),
  kind: z.string(),
  bytes: z.number(),
  previewable: z.boolean(),
  previewUrl: z.string(),
  downloadUrl: z.string(),
});
export type AttachmentView = z.infer<typeof attachmentView>;

/** `GET /records/:table/:id`, and the answer of PATCH and of the meeting decision. 404 NOT_FOUND. */
/** A meeting's life after booking (issue 29): what staff and the visitor decided beyond the spec's fields. */
export const meetingLifeView = z.object({
  /** The page the visitor booked on: their e-mails' language. */
  lang: z.enum(['en', 'ne']),
  joinUrl: z.string().nullable(),
  declineReason: z.string().nullable(),
  offers: z.array(isoTime),
  /** Staff marked a paid meeting paid: when and by whom. */
  paid: z.object({ at: isoTime, by: z.string().nullable() }).nullable(),
});
export type MeetingLifeView = z.infer<typeof meetingLifeView>;

/** `POST /records/Meeting/:id/paid` (staff; audited) → recordDetailAnswer. */
export const paidRequest = z.object({ paid: z.boolean({ error: 'paid must be true or false' }) });

/**
 * `GET /payment-instructions` (staff) and `PUT` (admins; audited): how visitors pay for a paid
 * meeting, sent in its confirmation. Plain text, as the e-mail shows it.
 */
export const paymentInstructions = z.strictObject({
  bank: z.string().trim().max(1000, { error: 'The bank details are too long (1,000 characters at most)' }),
  wallet: z.string().trim().max(500, { error: 'The wallet details are too long (500 characters at most)' }),
  /** A QR code to pay by, an image uploaded through the media pipeline: its `/images/…` PNG or JPEG. */
  qr: z
    .string()
    .regex(/^\/images\/[0-9a-f]{32}-\d{2,4}\.(png|jpg)$/, { error: 'Upload the QR image again' })
    .optional(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

export const recordDetailAnswer = z.object({
  record: recordSummary,
  notes: z.array(noteView),
  attachments: z.array(attachmentView),
  /** Meetings only. */
  meetingLife: meetingLifeView.optional(),
});
export type RecordDetailAnswer = z.infer<typeof recordDetailAnswer>;

/** `PATCH /records/:table/:id` → recordDetailAnswer. `assigneeId: null` unassigns. */
export const recordPatch = z
  .object({ status: recordStatus.optional(), assigneeId: z.string().min(1).max(64).nullable().optional() })
  .refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, {
    error: 'Give a status or an assignee',
  });
export type RecordPatch = z.infer<typeof recordPatch>;

/** `POST /records/:table/:id/notes` → 201 noteView. */
export const noteCreate = z.object({
  body: z.string().trim().min(1, { error: 'Write a note first' }).max(5000, { error: 'At most 5000 characters' }),
});
export type NoteCreate = z.infer<typeof noteCreate>;

/** `POST /records/Meeting/:id/decision` → recordDetailAnswer (a second, different decision replaces the first). */
/**
 * Confirm carries the join link (checked against the meeting's gateway); Decline a reason and up
 * to three other free times (ISO instants) offered to the visitor as one-click links.
 */
export const decisionRequest = z.object({
  decision: meetingDecision,
  joinUrl: z.string().trim().max(500, { error: 'The join link is too long (500 characters at most)' }).optional(),
  reason: z.string().trim().max(1000, { error: 'The reason is too long (1,000 characters at most)' }).optional(),
  offers: z.array(isoTime).max(3, { error: 'Offer at most three other times' }).optional(),
});
export type DecisionRequest = z.infer<typeof decisionRequest>;

// `GET /records/Meeting/:id/ics` → text/calendar attachment.
// `DELETE /records/:table/:id` → 204 (the record, its status, notes and files are gone; audited).
// `GET /export.csv?<recordFilterQuery>` → text/csv attachment.
// `GET /files/:name[?download=1]` → the file (staff session or staff token).

// ---- Accounts (admin only, except /me) -----------------------------------------------------------

export const staffUserView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  hasPassword: z.boolean(),
  notifyTables: z.array(inboxTable),
  /** Whether the person has a private calendar feed link (`DELETE /users/:id/calendar-feed` revokes it). */
  hasCalendarFeed: z.boolean(),
  createdAt: isoTime,
});
export type StaffUserView = z.infer<typeof staffUserView>;

/** `GET /users` — also readable by staff (for the assignee picker); e-mails are shown to admins only. */
export const userListAnswer = z.object({ items: z.array(staffUserView) });
export type UserListAnswer = z.infer<typeof userListAnswer>;

/** `POST /users` → 201 userCreatedAnswer; 409 EMAIL_TAKEN. */
export const userCreate = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }).max(320),
  name: z.string().trim().min(1, { error: 'Name is required' }).max(100),
  role: staffRole,
});
export type UserCreate = z.infer<typeof userCreate>;
/** `setupUrl` is the one-time set-password link to hand to the new person (valid 72 h). */
/** `emailed`: the link was also queued by e-mail to the person (only when a mail server is set). */
export const userCreatedAnswer = z.object({ user: staffUserView, setupUrl: z.string(), emailed: z.boolean() });
export type UserCreatedAnswer = z.infer<typeof userCreatedAnswer>;

/** `PATCH /users/:id` → staffUserView. Disabling ends the person's sessions and calendar feed link. An admin cannot demote, disable or delete themself. */
export const userPatch = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  role: staffRole.optional(),
  disabled: z.boolean().optional(),
});
export type UserPatch = z.infer<typeof userPatch>;

// `DELETE /users/:id` → 204. `POST /users/:id/revoke-sessions` → 204. Both end the person's sessions and calendar
// feed link. `DELETE /users/:id/calendar-feed` → 204, or 404 when the person has none.
// `POST /users/:id/setup-link` → 200 { setupUrl } (a new one-time link; the old one stops working).
export const setupLinkAnswer = z.object({ setupUrl: z.string(), emailed: z.boolean() });
export type SetupLinkAnswer = z.infer<typeof setupLinkAnswer>;

/** `PUT /me/notify` → sessionUser. */
export const notifyRequest = z.object({ tables: z.array(inboxTable).max(3) });
export type NotifyRequest = z.infer<typeof notifyRequest>;

/** `GET /audit?cursor=&limit=` (admin), newest first. */
export const auditQuery = z.object({ cursor, limit });
export const auditEntry = z.object({
  id: z.number(),
  at: isoTime,
  actor: person.nullable(),
  action: z.string(),
  table: z.string().nullable(),
  recordId: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListAnswer = z.object({ items: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditListAnswer = z.infer<typeof auditListAnswer>;

// ---- Team editor (admin and staff) ---------------------------------------------------------------
// With a mirror the public Team is the hosted table's: every Team editor route answers 409 TEAM_IN_HOSTED_TABLE.
export const teamInHostedTableMessage =
  'The public Team page is read from the hosted table: add, edit and hide its members there.';

const optionalText = (max: number) => z.string().trim().max(max).optional();
/** The spec's Team fields the editor writes (`order` is kept by the gateway from the list order). */
export const teamMemberInput = z.object({
  Name: z.string().trim().min(1, { error: 'Name is required' }).max(100),
  Role: z.string().trim().min(1, { error: 'Role is required' }).max(100),
  Image: z.array(z.object({ url: z.string().min(1).max(2048) })).min(1, { error: 'Add a photo' }),
  About: optionalText(5000),
  XLink: optionalText(2048),
  LinkedInLink: optionalText(2048),
  NameNe: optionalText(100),
  RoleNe: optionalText(100),
  AboutNe: optionalText(5000),
});
export type TeamMemberInput = z.infer<typeof teamMemberInput>;

export const teamMemberView = z.object({
  id: z.string(),
  fields: teamMemberInput,
  hidden: z.boolean(),
  position: z.number(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

/** `GET /team` → every member, hidden ones too, in the order /team shows them. */
export const teamListAnswer = z.object({ items: z.array(teamMemberView) });
/** `POST /team` → 201 teamMemberView (added last). */
export const teamCreate = teamMemberInput.extend({ hidden: z.boolean().default(false) });
export type TeamCreate = z.input<typeof teamCreate>;
/** `PATCH /team/:id` → teamMemberView. */
export const teamPatch = teamMemberInput.partial().extend({ hidden: z.boolean().optional() });
export type TeamPatch = z.infer<typeof teamPatch>;
/** `PUT /team/order` → teamListAnswer; `ids` must list every member once. `DELETE /team/:id` → 204. */
export const teamOrder = z.object({ ids: z.array(id).min(1).max(500) });
export type TeamOrder = z.infer<typeof teamOrder>;
/**
 * `POST /team/photo` (multipart, one field `file`; JPEG, PNG or WebP by its bytes, at most 10 MB)
 * → 201; the photo is resized to the size /team shows and stored; put `url` into `Image`.
 * 400 NOT_AN_IMAGE for anything else.
 */
export const teamPhotoAnswer = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type TeamPhotoAnswer = z.infer<typeof teamPhotoAnswer>;

// ---- The hosted table mirror's delivery health (without a mirror: 404 NO_MIRROR) -----------------

export const deadLetter = z.object({
  seq: z.number(),
  table: z.string(),
  recordId: z.string(),
  createdTime: isoTime,
  attempts: z.number(),
  lastError: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
});
export type DeadLetter = z.infer<typeof deadLetter>;
export const tableHealth = z.object({
  table: z.string(),
  state: z.enum(['ok', 'blocked']),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  since: isoTime,
});
export type TableHealth = z.infer<typeof tableHealth>;
/** `GET /delivery`. `POST /delivery/:seq/retry` → 204 (404 if that dead letter is not there). */
export const deliveryAnswer = z.object({
  pending: z.number(),
  delivered: z.number(),
  dead: z.array(deadLetter),
  tables: z.array(tableHealth),
});
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;

// ---- Background work (the job runner's dead letters) ---------------------------------------------

/** A background job whose attempts are spent, with the error of its last one. */
export const deadJob = z.object({
  id: z.number(),
  kind: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  diedAt: isoTime,
});
export type DeadJob = z.infer<typeof deadJob>;
/** `GET /jobs/dead` (admins). `POST /jobs/:id/retry` → 204, the job runs again at once (404 if it is not there). */
export const deadJobsAnswer = z.object({ dead: z.array(deadJob) });
export type DeadJobsAnswer = z.infer<typeof deadJobsAnswer>;

// ---- Notifications (the Mail page) ---------------------------------------------------------------

export const notificationStatuses = ['queued', 'sent', 'failed'] as const;
export const notificationStatus = z.enum(notificationStatuses);
export type NotificationStatus = z.infer<typeof notificationStatus>;
export const notificationChannel = z.enum(['email', 'webhook']);
export type NotificationChannel = z.infer<typeof notificationChannel>;
export const notificationKind = z.enum([
  'staff-new-record',
  'meeting-received',
  'meeting-confirmed',
  'meeting-declined',
  'meeting-cancelled',
  'meeting-rescheduled',
  'staff-meeting-changed',
  'meeting-reminder',
  'meeting-paid',
  'staff-meeting-reminder',
  'webhook-new-record',
  'account-invite',
  'follow-confirm',
  'new-post',
]);
export type NotificationKind = z.infer<typeof notificationKind>;

/** One e-mail or webhook the gateway sent or will send, without its payload. */
export const notificationItem = z.object({
  id: z.number(),
  kind: notificationKind,
  channel: notificationChannel,
  recipient: z.string(),
  subject: z.string(),
  status: notificationStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
  /** Sent with no mail server set: written to the gateway's mail folder, not delivered. */
  savedToDisk: z.boolean(),
  recordTable: z.string().nullable(),
  recordId: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
/**
 * `GET /notifications?status=&cursor=`, newest first, 50 a page; `mailServer`: whether e-mail goes
 * to a mail server (else it is saved to disk). `GET /notifications/:id/message` → the raw message
 * (text/plain); `GET /notifications/:id/parts` → its decoded parts; `POST /notifications/:id/resend`
 * → 204 (404 if not there).
 */
export const notificationListAnswer = z.object({
  items: z.array(notificationItem),
  nextCursor: z.string().nullable(),
  mailServer: z.boolean(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;
/** A message as its reader sees it: the headers that matter, the text part and the HTML part (null when none). */
export const notificationParts = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.string()),
});
export type NotificationParts = z.infer<typeof notificationParts>;
