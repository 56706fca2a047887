import { resolve } from 'node:path';
import { z } from '../schemas/zod';
import { checkNotifyEnv, notifyEnv } from './notify/notify-config';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);
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
const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

/** Every setting the gateway reads from the environment; .env.example documents each one. */
export const configSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    MODE: z.enum(['local', 'relay']).default('local'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((v) => resolve(v)),
    DIST_DIR: z
      .string()
      .min(1)
      .default('./dist')
      .transform((v) => resolve(v)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: flag.default(false),
    CORS_ORIGINS: list,
    CSP_IMG_ORIGINS: origins,
    CSP_CONNECT_ORIGINS: origins,
    STAFF_TOKEN: z.string().min(16, { error: 'STAFF_TOKEN must be at least 16 characters' }).optional(),
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
    BODY_LIMIT_BYTES: positive(256 * 1024),
    RATE_LIMIT_PER_MIN: count(60),
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
    RELAY_RATE_PER_SEC: positive(5),
    RELAY_BATCH_DELAY_MS: count(200),
    RELAY_RETRY_BASE_MS: positive(5_000),
    RELAY_RETRY_MAX_MS: positive(600_000),
    RELAY_429_WAIT_MS: positive(30_000),
    RELAY_TIMEOUT_MS: positive(10_000),
    TEAM_CACHE_MS: count(60_000),
    ...notifyEnv({ flag, list }),
  })
  .superRefine((env, ctx) => {
    checkNotifyEnv(env, ctx);
    if (env.MODE !== 'relay') return;
    for (const key of ['UPSTREAM_TABLE_URL', 'UPSTREAM_TOKEN', 'UPSTREAM_UPLOAD_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when MODE=relay` });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Vite and Vitest set MODE to their own build modes in every child's environment; those are not ours. */
const viteModes = new Set(['development', 'production', 'test']);

/** Reads the environment, or throws one line per bad value naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== '' && !(name === 'MODE' && value && viteModes.has(value))),
  );
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
}
