import { samplePosterAlt, sampleVideos, shippedPoster } from '../../../schemas/sample-videos';
import type { Db } from '../../storage/db';
import { seedOnce } from '../../settings/seed-once';
import type { VideoStore } from './video-store';

/** The same on every machine, so content moved between machines finds its samples again. */
const sampleVideoId = (i: number) => i.toString(16).padStart(20, '0');

/**
 * Seeds the spec's seven videos once per data folder, marked Sample, each playing the clip the
 * build ships (public/media/) with its still as the poster; a deletion is never undone.
 */
export function seedSampleVideosOnce(db: Db, videos: VideoStore) {
  seedOnce(db, 'videos_seeded', () =>
    sampleVideos.forEach(({ titleEn, titleNe }, i) =>
      videos.saveRow(
        undefined,
        { titleEn, titleNe, poster: shippedPoster, posterAlt: samplePosterAlt, source: { kind: 'shipped' } },
        { sample: true, newId: sampleVideoId(i) },
      ),
    ),
  );
}
