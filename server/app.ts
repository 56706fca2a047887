import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { careerTable } from '../schemas/career-application';
import { BackupPlans } from './backup/backup-plans';
import { backupRoutes } from './backup/backup-routes';
import { scheduleNightlyBackups, type NightlyBackups } from './backup/nightly-backups';
import { renamedSettingsNotice, type Config } from './config';
import { openConfiguredDatabase } from './database';
import { eventRoutes } from './content/events/event-routes';
import { EventStore } from './content/events/event-store';
import { GalleryPages } from './content/events/gallery-pages';
import { seedSampleEventsOnce } from './content/events/sample-events';
import { careerPages } from './content/openings/career-pages';
import { openingRoutes } from './content/openings/opening-routes';
import { OpeningStore } from './content/openings/opening-store';
import { seedSampleTestimonialsOnce } from './content/testimonials/sample-testimonials';
import { testimonialPages } from './content/testimonials/testimonial-pages';
import { testimonialRoutes } from './content/testimonials/testimonial-routes';
import { TestimonialStore } from './content/testimonials/testimonial-store';
import { mediaUploadRoutes, registerMediaFiles } from './content/media/media-routes';
import { homePages } from './content/supporters/home-pages';
import { supporterRoutes } from './content/supporters/supporter-routes';
import { SupporterStore } from './content/supporters/supporter-store';
import { MediaStore } from './content/media/media-store';
import { BlogPages } from './content/posts/blog-pages';
import { countPostViews } from './content/posts/count-post-views';
import { schedulePostViewsSweep } from './content/posts/post-views-sweep';
import { PostViews } from './content/posts/post-views';
import { postCategoryRoutes } from './content/posts/post-category-routes';
import { PostCategoryStore } from './content/posts/post-category-store';
import { seedPostCategoriesOnce } from './content/posts/seed-post-categories';
import { postRoutes } from './content/posts/post-routes';
import { registerVideoFiles, videoRoutes } from './content/videos/video-routes';
import { VideoStore } from './content/videos/video-store';
import { scheduleUnattachedVideoSweep } from './content/videos/unattached-video-sweep';
import { videoPages } from './content/videos/video-pages';
import { seedSampleVideosOnce } from './content/videos/seed-sample-videos';
import { isPublic, postState, PostStore } from './content/posts/post-store';
import { seedSamplePostsOnce } from './content/posts/sample-posts';
import { SiteFiles } from './static/site-files';
import { FollowTokens } from './subscribers/follow-token';
import { followRoutes } from './subscribers/follow-routes';
import { Followers } from './subscribers/followers';
import { SubscriberStore } from './subscribers/subscriber-store';
import { subscriberRoutes } from './subscribers/subscriber-routes';
import { notifySettings } from './notify/submission-notifier';
import { postPath } from '../schemas/blog-post';
import { BookingLedger } from './meetings/booking-ledger';
import { bookingFeedRoutes } from './meetings/booking-feed';
import { BookFormPage } from './meetings/book-form-page';
import { bookFormRoutes } from './meetings/book-form-post';
import { bookPages, pageSlots } from './meetings/book-pages';
import { BookingOptionsStore } from './meetings/booking-options-store';
import { bookingOptionsRoutes } from './meetings/booking-options-routes';
import { bookingRoutes } from './meetings/booking-routes';
import { bookingStaffRoutes } from './meetings/booking-staff-routes';
import { manageRoutes } from './meetings/manage-routes';
import { MeetingCommands, type DecidedMeeting } from './meetings/meeting-commands';
import { LinkSigner, linkSecret, MeetingLife, VisitorLinks } from './meetings/meeting-life';
import { MeetingReminders } from './meetings/meeting-reminders';
import { meetingStaffRoutes } from './meetings/meeting-staff-routes';
import { configuredWallets, walletFormOrigins } from './payments/configured-wallets';
import { MeetingPayments } from './payments/meeting-payments';
import { MeetingPriceList } from './payments/meeting-prices';
import { managePayment } from './payments/payment-pages';
import { paymentRoutes } from './payments/payment-routes';
import { paymentStaffRoutes } from './payments/payment-staff-routes';
import { nprText } from '../schemas/meeting-price-text';
import { paymentProviderNames } from '../schemas/payment-staff-api';
import { company } from '../schemas/company';
import type { MeetingRecord } from '../schemas/meeting';
import { InboxStore } from './staff/inbox/inbox-store';
import { JobRunner } from './jobs/job-runner';
import { jobRoutes } from './staff/jobs/job-routes';
import { isSqlite, type Db } from './storage/db';
import { gatewayMetrics } from './health/gateway-metrics';
import { registerHealthRoutes } from './health/health-routes';
import { serveMetrics, portOf } from './health/metrics-server';
import { registerCors } from './http/cors';
import { PersonalData } from './retention/personal-data';
import { peopleRoutes } from './retention/people-routes';
import {
  horizonLimitDays,
  meetingRetentionProblem,
  scheduleDailyRetention,
  type DailyRetention,
} from './retention/retention';
import { AuditLog } from './staff/audit-log';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerRateLimits } from './http/rate-limits';
import { LimitCounters } from './limits/limit-counters';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { NotificationQueue } from './notify/notification-queue';
import { notifyRoutes } from './notify/notify-routes';
import { mailSettingsRoutes } from './notify/mail-settings-routes';
import { OutgoingMail } from './notify/outgoing-mail';
import { startNotifications, type Notifications } from './notify/start-notifications';
import { Outbox } from './mirror/outbox';
import { startMirror } from './mirror/start-mirror';
import { StaffAccounts } from './staff/accounts/staff-accounts';
import { colleagueShown } from './staff/accounts/colleague-shown';
import { registerStaff } from './staff/register-staff';
import { overviewRoutes } from './staff/overview/overview-routes';
import { overviewHealth } from './health/overview-health';
import type { MeetingDecision } from '../schemas/staff-api';
import { CompanySettings } from './settings/company-settings';
import { settingsRoutes } from './settings/settings-routes';
import { SecretBox, settingsKey } from './settings/secret-box';
import { resolveStaffToken, staffAccessChecker, type StaffAccessChecker } from './staff-token';
import { staffTokenOf } from './settings/staff-token-of';
import { localTables, RecordStore } from './tables/record-store';
import { registerTableRoutes } from './table-routes';
import { LivePages } from './team/live-pages';
import { publicTeam } from './team/public-team';
import { seedTeamOnce } from './team/seed-team-once';
import { sampleKinds } from './samples/sample-kinds';
import { SampleContent, scheduleSampleRemovalExpiry } from './samples/sample-content';
import { sampleRoutes } from './samples/sample-routes';
import { launchRoutes } from './launch/launch-routes';
import { TeamMeta, withTeamMeta } from './team/team-meta';
import { fileStoreFor } from './files/file-store-for';
import { registerTeamPhotos, teamEditorRoutes } from './team/team-routes';
import { findSitePage, registerStaticRoutes } from './static/static-routes';
import { LiveRenderLimit } from './static/live-render-limit';
import { PageRenderer } from './static/page-renderer';
import { localUploadSink } from './uploads/local-upload-sink';
import { registerUploadRoutes } from './uploads/upload-routes';
import { UploadGuard } from './uploads/upload-guard';
import { scheduleUploadSweep, UploadLedger } from './uploads/upload-ledger';
import { UploadStore } from './uploads/upload-store';
import { rememberGatewayAddress } from './settings/gateway-address';
import type { AddressInfo } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    database: Db;
    /** The e-mail and webhook notifications; null when switched off (NOTIFICATIONS=0). */
    notifications: Notifications | null;
    /** The nightly backups and the last backup's status. */
    backups: NightlyBackups;
    /** The retention periods, applied daily. */
    retention: DailyRetention;
    /** The loopback port serving /metrics, or null without METRICS_PORT. */
    metricsPort: number | null;
    /** The background work: every job and recurring kind runs here. */
    jobs: JobRunner;
    /** Renders the pages no first visitor should wait for (the home pages with changed company facts). */
    warmPages: () => Promise<void>;
  }
}

/**
 * Request logs carry method, path and status only: never bodies, query strings or client details,
 * and not an uploaded file's name, which is all it takes to download it.
 */
const loggedPath = (url: string) => url.split('?')[0].replace(/^\/files\/[^/]+/, '/files/:name');
const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
});

export interface AppHooks {
  /** Stands in for the visitor's e-mail of a staff decision, inside the transaction that records it. */
  onMeetingDecision?: (record: DecidedMeeting, decision: MeetingDecision, sequence: number) => void;
  /** The clock scheduled content is shown by and the readiness probe's answer ages by (tests move it). */
  now?: () => number;
  /** The meetings' clock (reminders, Done/No-show, links' expiry), so a test can move time. */
  clock?: () => Date;
  /** Called as each page kept by the one render path starts rendering: tests count renders, or hold them. */
  onLiveRender?: (key: string) => void | Promise<void>;
}

export async function buildApp(config: Config, hooks: AppHooks = {}): Promise<FastifyInstance> {
  // First: a missing or unusable token file stops the start before anything is opened (on
  // PostgreSQL a generated token is in the database: read once it is open).
  if (!config.DATABASE_URL) resolveStaffToken(config.STAFF_TOKEN, config.DATA_DIR);
  const headers = securityHeaders(
    config.DIST_DIR,
    { img: config.CSP_IMG_ORIGINS, connect: config.CSP_CONNECT_ORIGINS, payForms: walletFormOrigins(config) },
    config.PUBLIC_URL?.startsWith('https:'),
  );
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    frameworkErrors: frameworkErrorHandler(headers),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A slow client may hold a connection (and an upload its open file) only so long, and only so
    // many at once. Node checks the timeouts every second rather than every 30 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 1_000,
    },
    // A hop count trusts that many proxies in front of this process, counted from the socket.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  });
  app.server.maxConnections = config.MAX_CONNECTIONS;
  // On close, a keep-alive connection that goes idle only after close() began (a request still
  // finishing, an unread body being drained) would hold the server open for its whole keep-alive
  // time: close each as it goes idle.
  app.addHook('preClose', (done) => {
    const idle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.server.once('close', () => clearInterval(idle));
    done();
  });
  const db = openConfiguredDatabase(config);
  app.decorate<Db>('database', db);
  let staffAccess: StaffAccessChecker;
  try {
    staffAccess = staffAccessChecker(staffTokenOf(config.STAFF_TOKEN, config.DATA_DIR, db));
  } catch (error) {
    db.close();
    throw error;
  }
  // The mail server and webhook set in the back office, under the environment's.
  const outgoing = new OutgoingMail(config, db, new SecretBox(settingsKey(config)));
  try {
    outgoing.checkKeyShared();
  } catch (error) {
    db.close();
    throw error;
  }
  const jobs = new JobRunner({ db, log: app.log });
  app.decorate('jobs', jobs);
  const accounts = new StaffAccounts(db);
  const companySettings = new CompanySettings(db);
  // The time each meeting or block takes; a new meeting goes to one of the chosen hosts among the accounts.
  const booking = new BookingLedger(db, undefined, accounts, {
    perDay: config.UNCONFIRMED_MEETINGS_PER_DAY,
    phone: () => companySettings.company().phone.display,
  });
  const retentionProblem = meetingRetentionProblem(config.RETENTION_MEETING_MONTHS, booking.availability().horizonDays);
  if (retentionProblem) {
    db.close();
    throw new Error(`Invalid gateway configuration:\n  ${retentionProblem}`);
  }
  // A meeting's life after booking (issue 29): the visitor's signed links, the join link, decline offers.
  const meetingLife = new MeetingLife(db);
  const secret = linkSecret(db, config.DATA_DIR);
  const signer = new LinkSigner(secret);
  const visitorLinks = new VisitorLinks(config.PUBLIC_URL ?? company.website, signer, meetingLife);
  // Paid meetings paid online: Khalti and eSewa, those configured; neither, and nothing is paid online.
  const wallets = configuredWallets(config);
  const prices = new MeetingPriceList(db);
  const payments = new MeetingPayments({
    db,
    ...wallets,
    prices,
    life: meetingLife,
    clock: hooks.clock,
    log: app.log,
  });
  const paysOnline = payments.providers().length > 0;
  // Mail saved to disk when there is no SMTP: written by the notifications, deleted with a person's data.
  const mail = fileStoreFor(db, config.DATA_DIR, 'mail');
  await mail.clearUnfinished();
  const notifications = config.NOTIFICATIONS
    ? startNotifications(config, { db, jobs, mailFiles: mail, outgoing }, app, accounts, companySettings)
    : null;
  app.decorate('notifications', notifications);
  const store = new RecordStore(db, notifications?.recordsCreated);
  const outbox = new Outbox(db);
  const uploads = new UploadStore(db, config.DATA_DIR);
  await uploads.clearIncoming();
  const ledger = new UploadLedger(db, uploads, (text) => store.mentions(careerTable, text));
  scheduleUploadSweep(jobs, ledger, config.UNREFERENCED_UPLOAD_MINUTES * 60_000, app.log);
  if (config.MODE)
    app.log.info(
      { MODE: config.MODE },
      'MODE is no longer needed: the local store keeps every record, and UPSTREAM_TABLE_URL switches the mirror on',
    );
  const renamed = renamedSettingsNotice(config);
  if (renamed) app.log.info(renamed);
  const mirror = startMirror(config, db, jobs, outbox, uploads, app.log);
  const backupPlans = new BackupPlans(db, config);
  const backups = scheduleNightlyBackups({
    jobs,
    db,
    dataDir: config.DATA_DIR,
    plan: () => backupPlans.current(),
    log: app.log,
  });
  app.decorate('backups', backups);
  // The inbox shows each meeting's booked time and decisions as the meetings domain holds them.
  const inboxMeetings = { times: booking, decisions: meetingLife, payments };
  const inbox = new InboxStore(db, inboxMeetings);
  const people = new PersonalData(
    db,
    store,
    uploads,
    ledger,
    new AuditLog(db),
    inbox,
    mail,
    new SubscriberStore(db),
    outbox,
    mirror,
  );
  const retention = scheduleDailyRetention(
    jobs,
    inbox,
    people,
    {
      Career: config.RETENTION_CAREER_MONTHS,
      'Request-Callback': config.RETENTION_CALLBACK_MONTHS,
      Meeting: config.RETENTION_MEETING_MONTHS,
    },
    app.log,
  );
  app.decorate('retention', retention);
  const metrics = gatewayMetrics(app, { db, records: store, uploads, backups: backups.status });
  app.addHook('onClose', async () => {
    mirror?.stop();
    await jobs.stop();
    await backups.stop();
    await notifications?.stop();
    db.close();
  });
  seedTeamOnce(db, store);
  app.addHook('onListen', async () => rememberGatewayAddress(db, config, app.server.address() as AddressInfo));

  registerSecurityHeaders(app, headers);
  await registerCors(app, config.CORS_ORIGINS);
  // One gateway on SQLite counts in memory; on PostgreSQL every gateway counts in the database.
  const sharedLimits = isSqlite(db) ? undefined : new LimitCounters(db);
  await registerRateLimits(
    app,
    {
      writesPerMinute: config.RATE_LIMIT_PER_MIN,
      readsPerMinute: config.READ_RATE_LIMIT_PER_MIN,
      authFailuresPerMinute: config.AUTH_FAILURES_PER_MIN,
    },
    staffAccess,
    sharedLimits,
  );
  registerErrorHandler(app);
  await app.register(multipart);

  const teamMeta = new TeamMeta(db, store);
  const local = withTeamMeta(localTables(store), teamMeta);
  const tables = mirror ? mirror.tables(local) : local;
  const bookingOptions = new BookingOptionsStore(db);
  const meetings = new MeetingCommands({
    db,
    tables,
    clock: hooks.clock,
    life: meetingLife,
    signer,
    booking,
    inbox,
    store,
    audit: new AuditLog(db),
    // A test's decision hook stands in for the visitor's e-mail.
    notifications:
      notifications && hooks.onMeetingDecision
        ? {
            ...notifications,
            meetingDecision: (record, decision, sequence) => hooks.onMeetingDecision?.(record, decision, sequence),
          }
        : notifications,
    links: visitorLinks,
    addedPurposeNe: (purpose) => bookingOptions.addedPurposeNe(purpose),
    payments,
  });
  payments.tell({
    paid: (recordId, attempt) =>
      meetings.paidOnline(
        recordId,
        {
          amount: nprText(attempt.amount),
          wallet: paymentProviderNames[attempt.provider],
          transactionId: attempt.transaction_id,
        },
        `Paid ${nprText(attempt.amount)} with ${paymentProviderNames[attempt.provider]} (transaction ${attempt.transaction_id ?? 'not given'}; our id ${attempt.id}).`,
      ),
    holdEnded: (recordId) => meetings.releaseUnpaid(recordId),
  });
  if (paysOnline) payments.schedule(jobs, config.PAYMENT_CHECK_MS);
  await registerTableRoutes(app, {
    baseId: config.BASE_ID,
    backend: tables,
    meetings,
    meetingSchema: () => bookingOptions.meetingSchema(),
    staffAccess,
    attachmentIssued: (url, filename) => ledger.issued(url, filename),
    extraFields: config.SUBMISSION_ID_FIELD ? [config.SUBMISSION_ID_FIELD] : [],
    meetingPayment: paysOnline
      ? (record) =>
          payments.due(record.id, record.fields as unknown as MeetingRecord, (wallet) =>
            visitorLinks.pay(record.id, wallet),
          )
      : undefined,
  });
  await registerUploadRoutes(app, {
    cloudName: config.UPLOAD_CLOUD_NAME,
    preset: config.UPLOAD_PRESET,
    maxBytes: config.MAX_UPLOAD_BYTES,
    store: uploads,
    sink: localUploadSink(uploads, config.PUBLIC_URL),
    guard: new UploadGuard({
      allowedOrigins: [...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : []), ...config.CORS_ORIGINS],
      allowSameHost: !config.PUBLIC_URL,
      bytesPerHour: config.UPLOAD_BYTES_PER_HOUR,
      maxInFlight: config.UPLOADS_IN_FLIGHT,
      shared: sharedLimits,
    }),
    ledger,
  });
  // Switched off (NOTIFICATIONS=0), staff still read the table; nothing is sent.
  const notificationQueue = notifications?.queue ?? new NotificationQueue(db);
  const media = new MediaStore(db, config.DATA_DIR);
  const supporters = new SupporterStore(db);
  await media.clearInterruptedSaves();
  const teamPhotos = fileStoreFor(db, config.DATA_DIR, 'team-photos');
  await teamPhotos.clearUnfinished();
  const now = hooks.now ?? Date.now;
  const posts = new PostStore(db, now);
  seedPostCategoriesOnce(db);
  const postCategories = new PostCategoryStore(db);
  const videos = new VideoStore(db, config.DATA_DIR);
  await videos.clearInterruptedUploads();
  seedSamplePostsOnce(db, posts);
  // The blog's followers: the follow form, their links, and each new post's e-mails (a job per post).
  const followers = new Followers({
    db,
    jobs,
    queue: notificationQueue,
    settings: notifySettings(config, companySettings, outgoing),
    tokens: new FollowTokens(secret),
    publicPost: (id) => {
      const post = posts.get(id);
      return post && isPublic(post, now()) ? { ...post, path: postPath(post) } : undefined;
    },
    scheduledAt: (id) => {
      const post = posts.get(id);
      return post && postState(post, now()) === 'scheduled' ? (post.publishAt ?? undefined) : undefined;
    },
    now,
    log: app.log,
  });
  const events = new EventStore(db, now);
  seedSampleEventsOnce(db, events);
  const testimonials = new TestimonialStore(db, now);
  seedSampleTestimonialsOnce(db, testimonials);
  seedSampleVideosOnce(db, videos);
  // "Remove all sample content", undoable for 30 days: a removed sample's video file stays until then.
  const samples = new SampleContent(
    db,
    sampleKinds({ posts, events, testimonials, videos, team: { store, meta: teamMeta }, supporters }),
    new AuditLog(db),
    now,
  );
  scheduleSampleRemovalExpiry(jobs, samples);
  scheduleUnattachedVideoSweep(jobs, videos, now, () => samples.heldFiles());
  const openings = new OpeningStore(db, now);
  // The one server-render path: every page rendered here, and the one cache that keeps them.
  const renderer = new PageRenderer({
    serverBundle: config.SERVER_BUNDLE,
    facts: () => companySettings.current(),
    log: app.log,
    onRender: hooks.onLiveRender,
  });
  const galleryPages = new GalleryPages(renderer, events, media);
  const postViews = new PostViews(db, now);
  countPostViews(app, posts, postViews);
  schedulePostViewsSweep(jobs, postViews);
  const blogPages = new BlogPages({
    renderer,
    posts,
    categories: postCategories,
    views: postViews,
    media,
    team: () => publicTeam(tables),
    now,
    sitemapUrls: (siteUrl) => galleryPages.sitemapUrls(siteUrl),
  });
  const siteFiles = new SiteFiles(config.DIST_DIR);
  const livePages = [
    new LivePages({ renderer, team: () => publicTeam(tables), log: app.log }),
    blogPages,
    galleryPages,
    testimonialPages(renderer, testimonials),
    careerPages(renderer, openings, now),
    videoPages(renderer, videos),
    bookPages(renderer, booking, bookingOptions, () => prices.current()),
    homePages(renderer, supporters),
  ];
  /** Asks for a page as a visitor would, so that it is rendered and kept (after a facts save, at start). */
  const visitPage = (address: string) => findSitePage(siteFiles, livePages, address);
  app.decorate('warmPages', () => renderer.warm(visitPage));
  // Reminders 24 hours and 1 hour before a confirmed meeting.
  const reminders = notifications
    ? new MeetingReminders({
        db,
        clock: hooks.clock,
        log: app.log,
        remind: (id, lead) => {
          const record = inbox.find('Meeting', id);
          if (!record) return;
          const host = record.assignee ? accounts.get(record.assignee.id) : undefined;
          notifications.meetingReminder(
            record,
            lead,
            meetingLife.get(id).joinUrl ?? undefined,
            meetings.visitorOf(record),
            host && !host.disabled ? { name: host.name, address: host.email } : undefined,
          );
        },
      })
    : undefined;
  reminders?.schedule(jobs, config.REMINDER_CHECK_MS);
  await registerStaff(app, {
    db,
    publicUrl: config.PUBLIC_URL,
    distDir: config.DIST_DIR,
    dataDir: config.DATA_DIR,
    staffAccess,
    accounts,
    store,
    uploads,
    ledger,
    delivery: mirror?.delivery,
    meetings: inboxMeetings,
    // A staff decision queues the visitor's e-mail in the same transaction; a Decline frees the slot.
    meetingLife: (recordId) => meetingLife.view(recordId),
    // A link is e-mailed only when it can really leave: saved to disk, nobody would get it.
    onInvite: notifications
      ? (to, setupUrl) => {
          if (!outgoing.sends()) return false;
          notifications.accountInvite(to, setupUrl);
          return true;
        }
      : undefined,
    sendSignInCode: notifications?.signInCode,
    clock: hooks.clock,
    plugins: [
      overviewRoutes({
        health: overviewHealth({
          db,
          mailServer: outgoing.sends,
          backups: backups.status,
          delivery: mirror?.delivery,
          maxQueueAgeSeconds: config.READY_QUEUE_MAX_MINUTES * 60,
        }),
      }),
      teamEditorRoutes(store, teamMeta, teamPhotos, mirror !== undefined),
      backupRoutes(backups, backupPlans, config.DATA_DIR),
      jobRoutes(jobs),
      meetingStaffRoutes(meetings, meetingLife, media),
      bookingOptionsRoutes(bookingOptions),
      paymentStaffRoutes(payments, prices),
      peopleRoutes(people),
      settingsRoutes(companySettings, () => renderer.refresh(visitPage)),
      mailSettingsRoutes(outgoing, notifications?.testMail),
      mediaUploadRoutes(media),
      supporterRoutes(supporters, media),
      postCategoryRoutes(postCategories, posts),
      postRoutes({
        posts,
        categories: postCategories,
        media,
        now,
        preview: (post) => blogPages.preview(post, siteFiles),
        firstPublished: (post) =>
          followers.firstPublished({ id: post.id, publishAt: post.publishAt ?? post.updatedAt }),
        removeSamples: (actor) => samples.remove(actor, 'posts'),
      }),
      subscriberRoutes(followers.store),
      eventRoutes({ events, media, removeSamples: (actor) => samples.remove(actor, 'events') }),
      testimonialRoutes({ testimonials, media, removeSamples: (actor) => samples.remove(actor, 'testimonials') }),
      openingRoutes(openings),
      bookingStaffRoutes(booking, horizonLimitDays(config.RETENTION_MEETING_MONTHS)),
      videoRoutes({
        videos,
        media,
        maxBytes: config.VIDEO_MAX_BYTES,
        removeSamples: (actor) => samples.remove(actor, 'videos'),
      }),
      sampleRoutes(samples),
      launchRoutes({
        facts: () => companySettings.facts(),
        samples: () => samples.status().samples,
        mailSet: outgoing.sends,
        backupsSet: () => backups.status().nightly,
        admins: () => accounts.list().filter((user) => user.role === 'admin' && !user.disabled).length,
      }),
      async (scope, { context }) => {
        await scope.register(notifyRoutes, {
          queue: notificationQueue,
          nudgeSender: notifications?.nudge,
          mailServer: outgoing.sends,
          resent: (request, notification) =>
            context.audit.write(request.staff.actor, {
              action: 'resent notification',
              table: notification.recordTable,
              recordId: notification.recordId,
              detail: `${notification.kind} to ${notification.recipient}`,
            }),
          recipientFor: (request, recipient) => colleagueShown(context, request.staff, recipient),
        });
      },
    ],
  });
  await app.register(bookingRoutes(booking, config.READ_RATE_LIMIT_PER_MIN));
  await app.register(
    manageRoutes({
      actions: meetings,
      life: meetingLife,
      booking,
      signer,
      publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
      writesPerMinute: config.RATE_LIMIT_PER_MIN,
      payment: paysOnline ? managePayment(payments) : undefined,
      company: () => companySettings.company(),
    }),
  );
  if (paysOnline)
    await app.register(
      paymentRoutes({
        payments,
        meetings,
        life: meetingLife,
        links: visitorLinks,
        esewa: wallets.esewa,
        publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
        writesPerMinute: config.RATE_LIMIT_PER_MIN,
        company: () => companySettings.company(),
      }),
    );
  await app.register(
    bookingFeedRoutes(db, config.READ_RATE_LIMIT_PER_MIN, (recordId, fields) => payments.price(recordId, fields)),
  );
  // The /book form sent without JavaScript: the same create as the site's, answered with the /book page.
  await app.register(
    bookFormRoutes({
      meetings,
      page: new BookFormPage(
        renderer,
        siteFiles,
        () => bookingOptions.changed(),
        (clockLocale) => pageSlots(booking, clockLocale),
        () => prices.current(),
      ),
      meetingSchema: () => bookingOptions.meetingSchema(),
      publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
      company: () => companySettings.company(),
    }),
  );
  await app.register(
    followRoutes({
      followers,
      publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
      company: () => companySettings.company(),
    }),
  );
  registerHealthRoutes(app, {
    readiness: {
      db,
      dataDir: config.DATA_DIR,
      minFreeBytes: config.DISK_MIN_FREE_MB * 1e6,
      maxQueueAgeSeconds: config.READY_QUEUE_MAX_MINUTES * 60,
      backups: backups.status,
      now,
    },
    staffAccess,
    trustsProxy: config.TRUST_PROXY !== false,
  });
  registerTeamPhotos(app, teamPhotos);
  registerMediaFiles(app, media);
  registerVideoFiles(app, videos);
  registerStaticRoutes(app, siteFiles, livePages, new LiveRenderLimit(config.LIVE_RENDERS_PER_ADDRESS));
  // Every job kind is registered by now.
  await jobs.start();
  // Last, so a start that fails earlier leaves no port open.
  const metricsServer = config.METRICS_PORT === undefined ? null : await serveMetrics(metrics, config.METRICS_PORT);
  app.decorate('metricsPort', metricsServer && portOf(metricsServer));
  app.addHook('preClose', async () => {
    if (!metricsServer) return;
    const closed = new Promise((resolve) => metricsServer.close(resolve));
    metricsServer.closeAllConnections();
    await closed;
  });
  return app;
}
