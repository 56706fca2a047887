import { z } from '../../schemas/zod';

interface Helpers {
  flag: z.ZodType<boolean, string>;
  list: z.ZodType<string[], string | undefined>;
}

/** The notification settings, spread into the gateway's config schema with its shared value types. */
export const notifyEnv = ({ flag, list }: Helpers) => {
  const addresses = list.pipe(z.array(z.email({ error: 'list e-mail addresses separated by commas' })));
  return {
    NOTIFICATIONS: flag.default(true),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' })
      .optional(),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    SMTP_SECURE: flag.optional(),
    NOTIFY_FROM: z.email({ error: 'NOTIFY_FROM must be an e-mail address' }).optional(),
    NOTIFY_CALLBACK_TO: addresses,
    NOTIFY_MEETING_TO: addresses,
    NOTIFY_CAREER_TO: addresses,
    NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    NOTIFY_WEBHOOK_SECRET: z
      .string()
      .min(16, { error: 'NOTIFY_WEBHOOK_SECRET must be at least 16 characters' })
      .optional(),
    NOTIFY_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    NOTIFY_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
    NOTIFY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    NOTIFY_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    NOTIFY_VISITOR_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(3),
    NOTIFY_VISITOR_PER_HOUR: z.coerce.number().int().min(0).default(60),
  };
};

type Shape = ReturnType<typeof notifyEnv>;
type NotifyEnv = z.infer<z.ZodObject<Shape>>;

/** Hosts a plain-http webhook may be on: the message and its signature never leave the machine. */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The rules that span several notification settings; called from the config schema's superRefine. */
export function checkNotifyEnv(env: NotifyEnv, ctx: z.RefinementCtx) {
  const issue = (key: keyof NotifyEnv, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
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
}
