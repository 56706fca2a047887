import type { JobRunner } from '../../jobs/job-runner';
import type { PostViews } from './post-views';

const DAY_MS = 24 * 60 * 60_000;

/** The views of days "Trending Post" no longer counts are deleted (a job kind: a minute after start, then daily). */
export function schedulePostViewsSweep(jobs: JobRunner, views: PostViews) {
  jobs.every('post-views-sweep', { everyMs: DAY_MS, firstAfterMs: 60_000 }, () => {
    views.forgetUncounted();
  });
}
