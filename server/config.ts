import { resolve } from 'node:path';
import { defaultBackupKeepDays, defaultRetentionMonths } from '../schemas/retention';
import { z } from '../schemas/zod';
import { staffTokenWeakness } from './staff-token';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** VIDEO_MAX_BYTES unless set; an import run without a config takes it too. */
export const DEFAULT_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const origins = list.pipe(
  z.array(
    z
      .string()
      .regex(/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/, { error: 'list https origins, e.g. https://*.example.com' }),
  ),
);
/**
 * Which proxies to believe about the client's address: a hop count (1 = the one proxy in front)
 * or their addresses/CIDRs. Never "all": the left end of X-Forwarded-For is whatever the client wrote.
 */
const trustProxy = z
  .string()
  .default('0')
  .transform((v, ctx) => {
    const value = v.trim();
    if (value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every((item) => /^[\da-f.:]+(\/\d{1,3})?$/i.test(item) && /[.:]/.test(item))) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY takes the number of proxies in front (e.g. 1) or their addresses, never "true"',
    });
    return z.NEVER;
  });
/** Exact https origins, or a loopback http one for development; never `null` or a plain-http site. */
const corsOrigins = list.pipe(
  z.array(
    z.string().regex(/^(https:\/\/[a-z0-9.-]+(:\d+)?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?)$/, {
      error: 'list https origins, e.g. https://www.example.com (http only for localhost)',
    }),
  ),
);
const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

const addresses = list.pipe(z.array(z.email({ error: 'list e-mail addresses separated by commas' })));
/** Hosts a plain-http webhook may be on: the message and its signature never leave the machine. */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A wallet's endpoint: https, or plain http on this machine (the tests' doubles). */
const walletUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .refine((v) => v.startsWith('https:') || loopback.has(new URL(v).hostname), {
      error: 'must be https (http only for localhost)',
    })
    .default(fallback);

/**
 * Settings named for the relay mode before the hosted table became a mirror: an `.env` that still
 * uses an old name keeps working (when the new name is not set too), and the start-up says the new one.
 */
export const renamedSettings = {
  RELAY_RATE_PER_SEC: 'MIRROR_RATE_PER_SEC',
  RELAY_BATCH_DELAY_MS: 'MIRROR_BATCH_DELAY_MS',
  RELAY_RETRY_BASE_MS: 'MIRROR_RETRY_BASE_MS',
  RELAY_RETRY_MAX_MS: 'MIRROR_RETRY_MAX_MS',
  RELAY_429_WAIT_MS: 'MIRROR_429_WAIT_MS',
  RELAY_TIMEOUT_MS: 'MIRROR_TIMEOUT_MS',
} as const;
type FormerName = keyof typeof renamedSettings;

/** Every setting the gateway reads from the environment; .env.example documents each one. */
export const configSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Prometheus /metrics on 127.0.0.1 at this port; unset: no metrics served. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Kept for `.env` files written before the mirror: `relay` needs the mirror's settings; neither value changes anything else. */
    MODE: z.enum(['local', 'relay']).optional(),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((v) => resolve(v)),
    /** PostgreSQL instead of the data folder's SQLite file (a preview: see docs/postgresql.md). */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
    DIST_DIR: z
      .string()
      .min(1)
      .default('./dist')
      .transform((v) => resolve(v)),
    SERVER_BUNDLE: z
      .string()
      .min(1)
      .default('./dist-ssr/entry-server.js')
      .transform((v) => resolve(v)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxy,
    CORS_ORIGINS: corsOrigins,
    CSP_IMG_ORIGINS: origins,
    CSP_CONNECT_ORIGINS: origins,
    STAFF_TOKEN: z
      .string()
      .superRefine((token, ctx) => {
        const weakness = staffTokenWeakness(token, true);
        if (weakness) ctx.addIssue({ code: 'custom', message: `STAFF_TOKEN ${weakness}` });
      })
      .optional(),
    BASE_ID: z
      .string()
      .regex(/^app[A-Za-z0-9]{14}$/, { error: 'BASE_ID must look like app + 14 letters or digits' })
      .default('appLocalGateway01'),
    UPLOAD_CLOUD_NAME: z
      .string()
      .regex(/^[\w-]+$/)
      .default('local'),
    UPLOAD_PRESET: z
      .string()
      .regex(/^[\w-]+$/)
      .default('career_uploads'),
    MAX_UPLOAD_BYTES: positive(10 * 1024 * 1024),
    /** The largest video file staff may upload (Content → Videos states it). */
    VIDEO_MAX_BYTES: positive(DEFAULT_VIDEO_MAX_BYTES),
    UPLOAD_BYTES_PER_HOUR: count(100 * 1024 * 1024),
    UPLOADS_IN_FLIGHT: positive(16),
    UNREFERENCED_UPLOAD_MINUTES: count(24 * 60),
    BODY_LIMIT_BYTES: positive(256 * 1024),
    REQUEST_TIMEOUT_MS: positive(120_000),
    HEADERS_TIMEOUT_MS: positive(15_000),
    MAX_CONNECTIONS: positive(1_000),
    RATE_LIMIT_PER_MIN: count(60),
    READ_RATE_LIMIT_PER_MIN: count(300),
    AUTH_FAILURES_PER_MIN: count(10),
    LIVE_RENDERS_PER_ADDRESS: positive(2),
    /** Meetings one e-mail address, and one client address, may have waiting unconfirmed from the last 24 hours; 0: no limit. */
    UNCONFIRMED_MEETINGS_PER_DAY: count(3),
    SUBMISSION_ID_FIELD: z.string().min(1).optional(),
    UPSTREAM_TABLE_URL: optionalUrl,
    UPSTREAM_BASE_ID: z
      .string()
      .regex(/^app[A-Za-z0-9]{14}$/)
      .optional(),
    UPSTREAM_TOKEN: z.string().min(1).optional(),
    UPSTREAM_UPLOAD_URL: optionalUrl,
    UPSTREAM_UPLOAD_PRESET: z.string().min(1).optional(),
    UPSERT_TABLES: list,
    MIRROR_RATE_PER_SEC: positive(5),
    MIRROR_BATCH_DELAY_MS: count(200),
    MIRROR_RETRY_BASE_MS: positive(5_000),
    MIRROR_RETRY_MAX_MS: positive(600_000),
    MIRROR_429_WAIT_MS: positive(30_000),
    MIRROR_TIMEOUT_MS: positive(10_000),
    /** Kept so the start-up can name what an old `.env` should say now (`renamedSettings`). */
    ...(Object.fromEntries(Object.keys(renamedSettings).map((name) => [name, z.string().optional()])) as Record<
      FormerName,
      z.ZodOptional<z.ZodString>
    >),
    TEAM_CACHE_MS: count(60_000),
    OUTBOX_KEEP_DELIVERED_DAYS: positive(30),
    BACKUP_DIR: z
      .string()
      .min(1)
      .transform((v) => resolve(v))
      .optional(),
    BACKUP_KEEP: positive(defaultBackupKeepDays),
    RETENTION_CAREER_MONTHS: positive(defaultRetentionMonths.Career),
    RETENTION_CALLBACK_MONTHS: positive(defaultRetentionMonths['Request-Callback']),
    RETENTION_MEETING_MONTHS: positive(defaultRetentionMonths.Meeting),
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
    DISK_MIN_FREE_MB: count(200),
    READY_QUEUE_MAX_MINUTES: positive(60),
    /** How often the gateway looks for meeting reminders due (24 hours and 1 hour before). */
    REMINDER_CHECK_MS: positive(60_000),
    NOTIFICATIONS: flag.default(true),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' })
      .optional(),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    SMTP_SECURE: flag.optional(),
    /** The key the mail password and webhook secret saved in the back office are sealed with; unset: DATA_DIR/settings.key. */
    SETTINGS_KEY: z.string().min(32, { error: 'SETTINGS_KEY must be at least 32 characters' }).optional(),
    NOTIFY_FROM: z.email({ error: 'NOTIFY_FROM must be an e-mail address' }).optional(),
    NOTIFY_CALLBACK_TO: addresses,
    NOTIFY_MEETING_TO: addresses,
    NOTIFY_CAREER_TO: addresses,
    NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    NOTIFY_WEBHOOK_SECRET: z
      .string()
      .min(16, { error: 'NOTIFY_WEBHOOK_SECRET must be at least 16 characters' })
      .optional(),
    NOTIFY_RETRY_BASE_MS: positive(30_000),
    NOTIFY_RETRY_MAX_MS: positive(3_600_000),
    NOTIFY_TIMEOUT_MS: positive(30_000),
    NOTIFY_WEBHOOK_TIMEOUT_MS: positive(10_000),
    NOTIFY_VISITOR_PER_ADDRESS_PER_DAY: count(3),
    NOTIFY_VISITOR_PER_HOUR: count(60),
    /** Khalti ePayment (KPG-2): the merchant's live secret key; unset, Khalti is not offered. */
    KHALTI_SECRET_KEY: z.string().min(1).optional(),
    KHALTI_API_URL: walletUrl('https://khalti.com/api/v2/'),
    /** eSewa ePay v2: the merchant code and secret; unset, eSewa is not offered. */
    ESEWA_MERCHANT_CODE: z.string().min(1).optional(),
    ESEWA_SECRET_KEY: z.string().min(1).optional(),
    ESEWA_FORM_URL: walletUrl('https://epay.esewa.com.np/api/epay/main/v2/form'),
    ESEWA_STATUS_URL: walletUrl('https://epay.esewa.com.np/api/epay/transaction/status/'),
    /** How often payments whose return never came are looked up, and unpaid holds ended. */
    PAYMENT_CHECK_MS: positive(60_000),
  })
  .superRefine((env, ctx) => {
    const issue = (key: keyof typeof env, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.SMTP_URL && env.SMTP_HOST) issue('SMTP_HOST', 'set either SMTP_URL or SMTP_HOST, not both');
    if (!env.SMTP_HOST) {
      for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_SECURE'] as const)
        if (env[key] !== undefined) issue(key, `${key} needs SMTP_HOST`);
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD))
      issue(env.SMTP_USER ? 'SMTP_PASSWORD' : 'SMTP_USER', 'SMTP_USER and SMTP_PASSWORD go together');
    if (env.NOTIFY_WEBHOOK_URL?.startsWith('http:') && !loopback.has(new URL(env.NOTIFY_WEBHOOK_URL).hostname))
      issue('NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_URL must be https (http only for localhost)');
    if (env.NOTIFY_WEBHOOK_URL && !env.NOTIFY_WEBHOOK_SECRET)
      issue('NOTIFY_WEBHOOK_SECRET', 'NOTIFY_WEBHOOK_SECRET is required with NOTIFY_WEBHOOK_URL');
    if (env.NOTIFY_RETRY_MAX_MS < env.NOTIFY_RETRY_BASE_MS)
      issue('NOTIFY_RETRY_MAX_MS', 'NOTIFY_RETRY_MAX_MS must not be below NOTIFY_RETRY_BASE_MS');
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) issue('METRICS_PORT', 'METRICS_PORT must differ from PORT');
    // The hosted table mirrors the submissions when both its settings are there; one alone is a mistake.
    if (Boolean(env.UPSTREAM_TABLE_URL) !== Boolean(env.UPSTREAM_TOKEN) || env.MODE === 'relay') {
      for (const key of ['UPSTREAM_TABLE_URL', 'UPSTREAM_TOKEN'] as const)
        if (!env[key])
          issue(key, `${key} is required ${env.MODE === 'relay' ? 'when MODE=relay' : 'for the hosted table mirror'}`);
    }
    if (Boolean(env.ESEWA_MERCHANT_CODE) !== Boolean(env.ESEWA_SECRET_KEY))
      issue(
        env.ESEWA_MERCHANT_CODE ? 'ESEWA_SECRET_KEY' : 'ESEWA_MERCHANT_CODE',
        'ESEWA_MERCHANT_CODE and ESEWA_SECRET_KEY go together',
      );
    if (env.UPSTREAM_UPLOAD_URL && !env.UPSTREAM_TABLE_URL)
      issue('UPSTREAM_UPLOAD_URL', 'UPSTREAM_UPLOAD_URL needs UPSTREAM_TABLE_URL: the file host serves the mirror');
  });

export type Config = z.infer<typeof configSchema>;

/** The start-up's line for an `.env` that still uses old names, or undefined when it uses none. */
export function renamedSettingsNotice(config: Config): string | undefined {
  const used = (Object.keys(renamedSettings) as FormerName[]).filter((former) => config[former] !== undefined);
  if (!used.length) return undefined;
  const names = used.map((former) => `${former} is now ${renamedSettings[former]}`).join(', ');
  return `Renamed settings: ${names}; the old names still work, but rename them in .env`;
}

/** Vite and Vitest set MODE to their own build modes in every child's environment; those are not ours. */
const viteModes = new Set(['development', 'production', 'test']);

/** Reads the environment, or throws one line per bad value naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== '' && !(name === 'MODE' && value && viteModes.has(value))),
  );
  /** A value read under its new name, by the old name it was set as: a bad one is named as the .env says it. */
  const setAs = new Map<PropertyKey, string>();
  for (const [former, name] of Object.entries(renamedSettings))
    if (present[former] !== undefined && present[name] === undefined) {
      present[name] = present[former];
      setAs.set(name, `${former} (now ${name})`);
    }
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${setAs.get(issue.path[0]) ?? issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
}
