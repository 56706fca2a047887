import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vitest/config';

// Loaded only under Vitest: the build need not load Vitest's runner (a second each time).
const longestFirst = process.env.VITEST ? (await import('./tests/longest-first')).LongestFirst : undefined;

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
};

// The back office is built apart (`STAFF_BUILD=1`, see scripts/build.mjs): as a second input of the
// same build, Rollup would split the code both entries share into new chunks and reshape every
// public page's first load.
const staffBuild = process.env.STAFF_BUILD === '1';
const input: Record<string, string> = staffBuild ? { staff: 'staff.html' } : { main: 'index.html' };

// The back office runs on Preact's React layer (about 10 KB gzip where react-dom is 65): staff open it
// on a phone over mobile data, and its inbox must paint with at most 100 KB gzip of script (issue 31).
// The public site, its prerenderer and the tests stay on React.
const preactForStaff = staffBuild
  ? [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ]
  : [];

/**
 * The back office's first screen, the inbox, shares many small modules with the other screens (a
 * heading, a text input, time formats): Rollup made each a chunk of its own, 14 files for the
 * inbox's first load, and a phone on HTTP/1.1 asks for six at a time, each a round trip. The
 * project's modules the inbox page imports (beyond the entry's own) come as one chunk instead; the
 * page itself stays in its own, as does every other screen, and a screen using one of them loads it.
 */
function inboxSharedChunk() {
  const own = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');
  const reach = (from: string | undefined, getModuleInfo: ManualChunkMeta['getModuleInfo']) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !own(id)) return;
      seen.add(id);
      getModuleInfo(id)?.importedIds.forEach(visit);
    };
    if (from) visit(from);
    return seen;
  };
  let shared: Set<string> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: ManualChunkMeta) => {
    if (!shared) {
      const ids = [...getModuleIds()];
      const page = ids.find((each) => each.endsWith('/src/staff/features/inbox/inbox-page.tsx'));
      const entry = reach(
        ids.find((each) => each.endsWith('/src/staff/main.tsx')),
        getModuleInfo,
      );
      shared = new Set([...reach(page, getModuleInfo)].filter((each) => each !== page && !entry.has(each)));
    }
    return shared.has(id) ? 'inbox-shared' : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...preactForStaff],
  },
  build: {
    manifest: staffBuild ? '.vite/staff-manifest.json' : true,
    emptyOutDir: !staffBuild,
    sourcemap: false,
    cssCodeSplit: true,
    rollupOptions: {
      input,
      output: {
        // The prerenderer's bundle is one file: it reads the island registry only for its names, and
        // splitting it would only warn that the layout's islands are also imported statically.
        inlineDynamicImports: isSsrBuild,
        manualChunks: staffBuild ? inboxSharedChunk() : undefined,
        // Nepali content chunks are named ne-*, so their imports can be told apart below.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/content/ne/') ? 'assets/ne-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
    // The prerendered Nepali pages preload the Nepali chunks they need; listing every chunk's
    // dependencies in the entry as well would make every page, English too, carry the list.
    modulePreload: {
      resolveDependencies: (file, deps) => (file.startsWith('assets/ne-') ? [] : deps),
    },
  },
  // Bundled into the prerenderer too: Node would load the package's CommonJS build, whose default
  // export is the module object rather than the class the ES build exports.
  ssr: { noExternal: ['nepali-date-converter'] },
  server: {
    // The gateway answers the table and upload APIs; in dev, Vite forwards to it.
    proxy: {
      '/v0': 'http://127.0.0.1:8080',
      '/v1_1': 'http://127.0.0.1:8080',
      '/files': 'http://127.0.0.1:8080',
      '/staff/api': 'http://127.0.0.1:8080',
    },
  },
  test: {
    sequence: { sequencer: longestFirst },
    // `npm run coverage`: the site and gateway tests (the browser tests drive separate processes).
    coverage: {
      provider: 'v8',
      include: ['src/**', 'schemas/**', 'server/**'],
      exclude: ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/testing/**'],
      reporter: ['text-summary', 'html'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // The kill -9 tests start two or three real gateway processes each: alone they take about
          // 25 s, beside the browser tests on two busy cores they took past 30.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway-postgres',
          environment: 'node',
          // The gateway's tests again, each test gateway on its own database in one throw-away
          // PostgreSQL cluster (server/testing/test-gateway.ts). The files here pass on PostgreSQL;
          // the others read SQLite's file or write it with their own SQL, start gateway processes of
          // their own, or test what is SQLite's own: docs/postgresql.md.
          include: [
            'server/backup/backup-download-slow.test.ts',
            'server/backup/backup-progress-gateways.test.ts',
            'server/backup/backup-settings-routes.test.ts',
            'server/backup/backup-under-load.test.ts',
            'server/backup/nightly-backups.test.ts',
            'server/content/content-albums-files.test.ts',
            'server/content/content-crash.test.ts',
            'server/content/content-folder.test.ts',
            'server/content/content-import-checks.test.ts',
            'server/content/content-import-files.test.ts',
            'server/content/events/event-routes.test.ts',
            'server/content/media/media-routes.test.ts',
            'server/content/openings/opening-files.test.ts',
            'server/content/openings/opening-routes.test.ts',
            'server/content/posts/blog-cache.test.ts',
            'server/content/posts/blog-dates.test.ts',
            'server/content/posts/post-authors.test.ts',
            'server/content/posts/post-category-crash.test.ts',
            'server/content/posts/post-category-routes.test.ts',
            'server/content/posts/post-routes.test.ts',
            'server/content/posts/post-store.test.ts',
            'server/content/posts/post-text.test.ts',
            'server/content/posts/post-views.test.ts',
            'server/content/posts/share-picture.test.ts',
            'server/content/supporters/supporter-routes.test.ts',
            'server/content/testimonials/testimonial-routes.test.ts',
            'server/content/videos/unattached-video-files.test.ts',
            'server/content/videos/video-crash.test.ts',
            'server/content/videos/video-files.test.ts',
            'server/content/videos/video-routes.test.ts',
            'server/health/health.test.ts',
            'server/jobs/job-kill.test.ts',
            'server/jobs/job-runner.test.ts',
            'server/launch/launch-checklist.test.ts',
            'server/meetings/book-form-post.test.ts',
            'server/meetings/book-kill.test.ts',
            'server/meetings/booking-feed.test.ts',
            'server/meetings/booking-holds.test.ts',
            'server/meetings/booking-limit.test.ts',
            'server/meetings/booking-options.test.ts',
            'server/meetings/booking-routes.test.ts',
            'server/meetings/booking-staff-routes.test.ts',
            'server/meetings/holds-kill.test.ts',
            'server/meetings/meeting-life.test.ts',
            'server/meetings/meeting-reminders.test.ts',
            'server/meetings/move-kill.test.ts',
            'server/meetings/reminders-kill.test.ts',
            'server/meetings/visitor-pages-company.test.ts',
            'server/meetings/visitor-time.test.ts',
            'server/migrate-data/migrate-to-postgres.test.ts',
            'server/mirror/mirror-back-office.test.ts',
            'server/mirror/mirror-erasure.test.ts',
            'server/mirror/mirror.test.ts',
            'server/mirror/outbox.test.ts',
            'server/notify/delivery-faults.test.ts',
            'server/notify/fallbacks.test.ts',
            'server/notify/kill-mid-send.test.ts',
            'server/notify/mail-page.test.ts',
            'server/notify/mail-settings-routes.test.ts',
            'server/notify/notification-lanes.test.ts',
            'server/notify/notifications.test.ts',
            'server/notify/notify-routes.test.ts',
            'server/notify/two-gateways.test.ts',
            'server/notify/visitor-mail-limits.test.ts',
            'server/notify/visitor-mail-staff-view.test.ts',
            'server/payments/payment-holds.test.ts',
            'server/payments/payment-routes.test.ts',
            'server/payments/payment-staff-routes.test.ts',
            'server/records-cli.test.ts',
            'server/reliability/abuse.test.ts',
            'server/reliability/booking-settings-kill.test.ts',
            'server/reliability/crash.test.ts',
            'server/reliability/hardening.test.ts',
            'server/reliability/hostile-records.test.ts',
            'server/reliability/hostile-uploads.test.ts',
            'server/reliability/mirror-erasure-kill.test.ts',
            'server/reliability/mirror-outage.test.ts',
            'server/reliability/mirror-table-health.test.ts',
            'server/reliability/mirror-team-reads.test.ts',
            'server/reliability/rate-limits.test.ts',
            'server/reliability/slow-booking-writes.test.ts',
            'server/reliability/staff-token.test.ts',
            'server/reliability/upload-abuse.test.ts',
            'server/request-logs.test.ts',
            'server/restore/restore-postgres.test.ts',
            'server/retention/retention.test.ts',
            'server/samples/sample-removal-kill.test.ts',
            'server/samples/sample-routes.test.ts',
            'server/settings/settings-crash.test.ts',
            'server/settings/settings-routes.test.ts',
            'server/shutdown.test.ts',
            'server/staff/accounts/my-account.test.ts',
            'server/staff/auth/first-admin.test.ts',
            'server/staff/auth/sign-in-lockout.test.ts',
            'server/staff/delivery/delivery-routes.test.ts',
            'server/staff/inbox/duplicates.test.ts',
            'server/staff/inbox/export-filters.test.ts',
            'server/staff/inbox/inbox-routes.test.ts',
            'server/staff/jobs/job-routes.test.ts',
            'server/staff/overview/overview-routes.test.ts',
            'server/staff/staff-app-routes.test.ts',
            'server/staff/staff-security.test.ts',
            'server/static/page-renderer.test.ts',
            'server/static/server-bundle.test.ts',
            'server/static/static-routes.test.ts',
            'server/storage/typed-db.test.ts',
            'server/subscribers/follow-kill.test.ts',
            'server/subscribers/follow.test.ts',
            'server/table-routes.test.ts',
            'server/tables/client-input.test.ts',
            'server/tables/devanagari-digits.test.ts',
            'server/tables/meeting-date.test.ts',
            'server/tables/record-store.test.ts',
            'server/team/team-nepali.test.ts',
            'server/team/team-routes.test.ts',
            'server/uploads/upload-routes.test.ts',
          ],
          globalSetup: ['server/testing/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two minutes: on CI's two busy cores a browser test takes up to three times what it takes
          // alone (the longest, 25 s alone, took 60 s there); how fast pages are is the benches' job.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files may run side by side (`npm test` runs two at a time, each file with its own Chromium):
          // a test finds its own records by values no other sends and reads whole tables
          // (tests/e2e/support/), and the back-office files start gateways of their own.
          // What a browser test polls for waits on a busy machine (expect.poll's own default is 1 s).
          expect: { poll: { timeout: 15_000 } },
          // Tests of a describe.concurrent (tests/e2e/first-tap.test.ts) run three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
}));
