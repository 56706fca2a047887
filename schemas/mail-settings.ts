import { z } from './zod';

/** How the connection to the mail server is protected: none, upgraded after connecting (587), or TLS from the start (465). */
export const mailSecurities = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof mailSecurities)[number];

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label}: required` })
    .trim()
    .max(max, { error: `${label}: at most ${max} characters` })
    .refine((value) => !/[\s<>]/.test(value), { error: `${label}: no spaces, < or >` });

/**
 * The mail server an admin sets (`PUT /settings/mail`). `password` absent keeps the one stored;
 * an empty user means the server takes mail without signing in.
 */
export const mailServerInput = z.object({
  host: oneLine('Mail server', 253).pipe(z.string().min(1, { error: 'Mail server: required, e.g. smtp.gmail.com' })),
  port: z
    .number({ error: 'Port: a number, e.g. 587' })
    .int({ error: 'Port: a whole number, e.g. 587' })
    .min(1, { error: 'Port: 1 to 65535' })
    .max(65535, { error: 'Port: 1 to 65535' }),
  security: z.enum(mailSecurities, { error: 'Security: none, STARTTLS or TLS' }),
  user: oneLine('User name', 200),
  password: z.string().max(500, { error: 'Password: at most 500 characters' }).optional(),
  from: z
    .string({ error: 'Sender address: required' })
    .trim()
    .max(200)
    .pipe(z.email({ error: 'Sender address: an address such as info@example.com' })),
});
export type MailServerInput = z.infer<typeof mailServerInput>;

/** Where the mail settings in force come from: the gateway's environment wins over what admins save. */
export type SettingSource = 'environment' | 'settings' | 'none';

/** `GET /settings/mail`: the server as saved (never its password: only whether one is set). */
export interface MailServerAnswer {
  source: SettingSource;
  /** What admins saved (kept, unused, while the environment sets mail). */
  server: (Omit<MailServerInput, 'password'> & { passwordSet: boolean }) | null;
  /** With the environment in force: where mail goes ("smtp://host:port"), for the page to say. */
  environmentTarget?: string;
  /** The stored password cannot be read (the key changed): say so and ask for it again. */
  problem?: string;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The notification webhook an admin sets (`PUT /settings/webhook`); `secret` absent keeps the one stored. */
export const webhookInput = z.object({
  url: z
    .string({ error: 'Webhook address: required' })
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'Webhook address: an https:// link' }))
    .refine((url) => url.startsWith('https:') || loopback.has(new URL(url).hostname), {
      error: 'Webhook address: https:// (http:// only for this machine)',
    }),
  secret: z
    .string()
    .min(16, { error: 'Secret: at least 16 characters' })
    .max(500, { error: 'Secret: at most 500 characters' })
    .optional(),
});
export type WebhookInput = z.infer<typeof webhookInput>;

export interface WebhookAnswer {
  source: SettingSource;
  webhook: { url: string; secretSet: boolean } | null;
  problem?: string;
}

/** `POST /settings/mail/test`: sent to the admin's own address, or the server's answer in plain words and as it came. */
export type TestMailAnswer = { sent: true; to: string } | { sent: false; to: string; message: string; reply: string };

/** The mail server as the settings keep it: the password sealed (server/settings/secret-box.ts), never plain. */
export type StoredMailServer = Omit<MailServerInput, 'password'> & { sealedPassword?: string };
/** The webhook as the settings keep it: the secret sealed. */
export interface StoredWebhook {
  url: string;
  sealedSecret: string;
}
