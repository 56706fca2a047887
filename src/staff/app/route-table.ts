import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { SessionAnswer } from '@schemas/staff-api';

/** The navigation's groups, in its order: on a phone, the six buttons of its bottom bar. */
export const navGroups = ['Overview', 'Inbox', 'Calendar', 'Content', 'Settings', 'Account'] as const;
export type NavGroup = (typeof navGroups)[number];

export interface StaffScreen {
  path: string;
  title: string;
  /** Who may open it: anyone (sign-in pages), any signed-in person, or admins only. */
  access: 'public' | 'staff' | 'admin';
  /** Shown only when a hosted table mirrors the submissions (the mirror's delivery health). */
  mirror?: true;
  /** The navigation label, when the page has a place in the navigation. */
  nav?: string;
  /** The navigation group it is listed in; Settings when not given. */
  group?: NavGroup;
  /** Opened most (the inbox, a submission): its code loads at idle once the first screen is on (staff-routes.tsx). */
  warm?: true;
  /** Its code; `prefetch`, when it has one, asks for the data of its first render (see preloadScreen). */
  load: () => Promise<{
    default: ComponentType;
    prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => void;
  }>;
}

/** A screen about the mirror, opened where no mirror is configured: its page sends the person to the inbox. */
export const withoutMirror = (screen: StaffScreen, session: SessionAnswer) => screen.mirror === true && !session.mirror;

/** A screen for admins, opened by someone who is not one. */
export const adminsOnly = (screen: StaffScreen, session: SessionAnswer) =>
  screen.access === 'admin' && session.user.role !== 'admin';

/**
 * The back office's route table (paths below /staff). The router, the navigation and the tab
 * title read it; the inbox's per-table entries are added to the navigation from lib/inbox-entries.ts.
 */
export const staffRouteTable: readonly StaffScreen[] = [
  { path: '/sign-in', title: 'Sign in', access: 'public', load: () => import('../features/auth/sign-in-page') },
  {
    path: '/setup',
    title: 'Set your password',
    access: 'public',
    load: () => import('../features/auth/setup-password-page'),
  },
  {
    path: '/',
    title: 'Overview',
    access: 'staff',
    nav: 'Overview',
    group: 'Overview',
    load: () => import('./overview-screen'),
  },
  {
    path: '/inbox',
    title: 'All new',
    access: 'staff',
    nav: 'All new',
    group: 'Inbox',
    warm: true,
    load: () => import('../features/inbox/inbox-page'),
  },
  {
    path: '/inbox/:slug',
    title: 'Inbox',
    access: 'staff',
    load: () => import('../features/inbox/inbox-page'),
  },
  {
    path: '/records/:table/:id',
    title: 'Submission',
    access: 'staff',
    warm: true,
    load: () => import('../features/record/record-page'),
  },
  {
    path: '/calendar',
    title: 'Calendar',
    access: 'staff',
    nav: 'Calendar',
    group: 'Calendar',
    load: () => import('../features/calendar/calendar-page'),
  },
  {
    path: '/availability',
    title: 'Availability',
    access: 'staff',
    nav: 'Availability',
    group: 'Calendar',
    load: () => import('../features/availability/availability-page'),
  },
  {
    path: '/delivery',
    title: 'Delivery health',
    access: 'staff',
    mirror: true,
    nav: 'Delivery',
    load: () => import('../features/delivery/delivery-page'),
  },
  { path: '/mail', title: 'Mail', access: 'staff', nav: 'Mail', load: () => import('../features/mail/mail-page') },
  {
    path: '/team',
    title: 'Team page',
    access: 'staff',
    nav: 'Team page',
    group: 'Content',
    load: () => import('../features/team-editor/team-editor-page'),
  },
  {
    path: '/content',
    title: 'Content',
    access: 'staff',
    nav: 'Content',
    group: 'Content',
    load: () => import('../features/content/content-page'),
  },
  {
    path: '/content/posts',
    title: 'Blog posts',
    access: 'staff',
    load: () => import('../features/content/posts/posts-page'),
  },
  {
    path: '/content/posts/:id',
    title: 'Blog post',
    access: 'staff',
    load: () => import('../features/content/posts/post-editor-page'),
  },
  {
    path: '/content/events',
    title: 'Events',
    access: 'staff',
    load: () => import('../features/content/events/events-page'),
  },
  {
    path: '/content/events/:id',
    title: 'Event',
    access: 'staff',
    load: () => import('../features/content/events/event-editor-page'),
  },
  {
    path: '/content/testimonials',
    title: 'Testimonials',
    access: 'staff',
    load: () => import('../features/content/testimonials/testimonials-page'),
  },
  {
    path: '/content/post-categories',
    title: 'Blog categories',
    access: 'staff',
    load: () => import('../features/content/post-categories/post-categories-page'),
  },
  {
    path: '/content/openings',
    title: 'Career openings',
    access: 'staff',
    load: () => import('../features/content/openings/openings-page'),
  },
  {
    path: '/content/videos',
    title: 'Videos',
    access: 'staff',
    load: () => import('../features/content/videos/videos-page'),
  },
  {
    path: '/settings/payment',
    title: 'Payment instructions',
    access: 'admin',
    nav: 'Payment',
    group: 'Calendar',
    load: () => import('../features/payment/payment-page'),
  },
  {
    path: '/settings/mail',
    title: 'Mail settings',
    access: 'admin',
    nav: 'Mail settings',
    load: () => import('../features/mail-settings/mail-settings-page'),
  },
  {
    path: '/settings/booking-options',
    title: 'Booking options',
    access: 'admin',
    nav: 'Booking options',
    group: 'Calendar',
    load: () => import('../features/booking-options/booking-options-page'),
  },
  {
    path: '/settings/notifications',
    title: 'My notifications',
    access: 'staff',
    nav: 'My notifications',
    group: 'Account',
    load: () => import('../features/notify-settings/notify-settings-page'),
  },
  {
    path: '/settings/account',
    title: 'My account',
    access: 'staff',
    nav: 'My account',
    group: 'Account',
    load: () => import('../features/my-account/my-account-page'),
  },
  {
    path: '/content/supporters',
    title: 'Supporters',
    access: 'admin',
    load: () => import('../features/content/supporters/supporters-page'),
  },
  {
    path: '/content/company',
    title: 'Company facts',
    access: 'admin',
    load: () => import('../features/company-facts/company-facts-page'),
  },
  {
    path: '/accounts',
    title: 'Accounts',
    access: 'admin',
    nav: 'Accounts',
    load: () => import('../features/accounts/accounts-page'),
  },
  {
    path: '/launch',
    title: 'Launch checklist',
    access: 'admin',
    nav: 'Launch checklist',
    group: 'Overview',
    load: () => import('../features/launch/launch-page'),
  },
  {
    path: '/audit',
    title: 'Audit log',
    access: 'admin',
    nav: 'Audit log',
    load: () => import('../features/audit/audit-page'),
  },
  {
    path: '/backups',
    title: 'Backups',
    access: 'admin',
    nav: 'Backups',
    load: () => import('../features/backups/backups-page'),
  },
  {
    path: '/background-work',
    title: 'Background work',
    access: 'admin',
    nav: 'Background work',
    load: () => import('../features/background-work/background-work-page'),
  },
  {
    path: '/subscribers',
    title: 'Subscribers',
    access: 'admin',
    nav: 'Subscribers',
    group: 'Content',
    load: () => import('../features/subscribers/subscribers-page'),
  },
  {
    path: '/people',
    title: 'Personal data',
    access: 'admin',
    nav: 'Personal data',
    load: () => import('../features/people/people-page'),
  },
];
