import type { JobRunner } from '../../jobs/job-runner';
import type { VideoStore } from './video-store';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A video file uploaded but not attached to a saved video is removed a day after (a job kind: as
 * the gateway starts, then daily), unless `held` names it (a removed sample's, which may come back).
 */
export function scheduleUnattachedVideoSweep(
  jobs: JobRunner,
  videos: VideoStore,
  now: () => number,
  held: () => ReadonlySet<string> = () => new Set(),
) {
  jobs.every('unattached-video-sweep', { everyMs: DAY_MS, firstAfterMs: 0 }, async () => {
    await videos.removeUnattachedFiles(DAY_MS, now(), held());
  });
}
