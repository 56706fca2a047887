import { limits } from './limits';
import { z } from './zod';

/** The address a reader follows new posts with (the follow form on the blog's pages). */
export const followForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email Address is required' })
    .max(limits.email, { error: 'Enter a valid e-mail address' })
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
});

/** Where the follow form posts, per page language (a plain form: it works without JavaScript). */
export const followFormPath = (lang: 'en' | 'ne') => (lang === 'ne' ? '/ne/follow' : '/follow');

export const subscriberStates = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

/** One follower as the back office lists them. */
export const subscriberItem = z.object({
  email: z.string(),
  lang: z.enum(['en', 'ne']),
  state: z.enum(subscriberStates),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  postsSent: z.number(),
});
export type SubscriberItem = z.infer<typeof subscriberItem>;
export const subscribersAnswer = z.object({ subscribers: z.array(subscriberItem) });
export type SubscribersAnswer = z.infer<typeof subscribersAnswer>;
