import type { SqliteDb as Db } from '../storage/db';
import { versionsBegin } from './001-versions-begin';
import { notificationsSavedToDisk } from './002-notifications-saved-to-disk';
import { ownersTables } from './003-owners-tables';
import { oneSettingsTable } from './004-one-settings-table';
import { jobsTable } from './005-jobs-table';
import { notificationSendJobs } from './006-notification-send-jobs';
import { jobsWakeAt } from './007-jobs-wake-at';
import { relayOutboxRecords } from './008-relay-outbox-records';
import { mirrorFiles } from './009-mirror-files';
import { meetingDecisions } from './010-meeting-decisions';
import { postViews } from './011-post-views';
import { subscribers } from './012-subscribers';
import { careerOpenings } from './013-career-openings';
import { mirrorCopies } from './014-mirror-copies';
import { sharedFiles } from './015-shared-files';
import { limitCounters } from './016-limit-counters';
import { paymentAttempts } from './017-payment-attempts';
import { sampleRemovals } from './018-sample-removals';
import { postCategories } from './019-post-categories';
import { answeredMeetingsLeaveNew } from './020-answered-meetings-leave-new';
import type { Migration } from './migration';

/** The schema's history in order: a database at version n has run the first n steps. */
export const migrations: readonly Migration[] = [
  versionsBegin,
  notificationsSavedToDisk,
  ownersTables,
  oneSettingsTable,
  jobsTable,
  notificationSendJobs,
  jobsWakeAt,
  relayOutboxRecords,
  mirrorFiles,
  meetingDecisions,
  postViews,
  subscribers,
  careerOpenings,
  mirrorCopies,
  sharedFiles,
  limitCounters,
  paymentAttempts,
  sampleRemovals,
  postCategories,
  answeredMeetingsLeaveNew,
];

/** Runs the steps after version `from` up to version `to` (the caller holds the transaction). */
export function migrate(db: Db, from = 0, to = migrations.length) {
  for (const step of migrations.slice(from, to)) step.up(db);
}
