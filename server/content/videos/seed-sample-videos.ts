import { samplePosterAlt, sampleVideos, shippedPoster } from '../../../schemas/sample-videos';
import type { Db } from '../../db';
import type { VideoStore } from './video-store';

/** From now on the sample videos are never seeded into this data folder (an import brought real ones). */
export function markVideosSeeded(db: Db) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('videos_seeded', ?)").run(new Date().toISOString());
}

/** The same on every machine, so content moved between machines finds its samples again. */
const sampleVideoId = (i: number) => i.toString(16).padStart(20, '0');

/**
 * Seeds the spec's seven videos once per data folder, marked Sample, each playing the clip the
 * build ships (public/media/) with its still as the poster; a deletion is never undone.
 */
export function seedSampleVideosOnce(db: Db, videos: VideoStore) {
  db.transaction(() => {
    if (db.prepare("SELECT 1 FROM meta WHERE key = 'videos_seeded'").get()) return;
    sampleVideos.forEach(({ titleEn, titleNe }, i) =>
      videos.saveRow(
        undefined,
        { titleEn, titleNe, poster: shippedPoster, posterAlt: samplePosterAlt, source: { kind: 'shipped' } },
        { sample: true, newId: sampleVideoId(i) },
      ),
    );
    markVideosSeeded(db);
  }).immediate();
}
