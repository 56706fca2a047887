import type { EventStore } from '../content/events/event-store';
import type { SupporterStore } from '../content/supporters/supporter-store';
import type { PostStore } from '../content/posts/post-store';
import type { TestimonialStore } from '../content/testimonials/testimonial-store';
import type { VideoRowStored, VideoStore } from '../content/videos/video-store';
import type { RecordStore } from '../tables/record-store';
import { putBackSampleTeam, sampleTeamCount, takeSampleTeam } from '../team/sample-team-removal';
import type { TeamMeta } from '../team/team-meta';
import { sampleKind } from './sample-kind';

const filesOf = (rows: VideoRowStored[]) => rows.flatMap((row) => (row.file_id ? [row.file_id] : []));

/** The kinds of sample content the site ships, each removed and put back by its owner. */
export function sampleKinds(owners: {
  posts: PostStore;
  events: EventStore;
  testimonials: TestimonialStore;
  videos: VideoStore;
  team: { store: RecordStore; meta: TeamMeta };
  supporters: SupporterStore;
}) {
  const { posts, events, testimonials, videos, team, supporters } = owners;
  return [
    sampleKind({
      key: 'posts',
      label: 'blog posts',
      count: () => posts.all().filter((post) => post.sample).length,
      take: () => posts.takeSamples(),
      putBack: (kept) => posts.putBackSamples(kept),
    }),
    sampleKind({
      key: 'events',
      label: 'events',
      count: () => events.all().filter((event) => event.sample).length,
      take: () => events.takeSamples(),
      putBack: (kept) => events.putBackSamples(kept),
    }),
    sampleKind({
      key: 'videos',
      label: 'videos',
      count: () => videos.all().filter((video) => video.sample).length,
      take: () => videos.takeSamples(),
      putBack: (kept) => videos.putBackSamples(kept),
      heldFiles: filesOf,
      forget: (kept) => videos.forgetFiles(filesOf(kept)),
    }),
    sampleKind({
      key: 'testimonials',
      label: 'testimonials',
      count: () => testimonials.all().filter((item) => item.sample).length,
      take: () => testimonials.takeSamples(),
      putBack: (kept) => testimonials.putBackSamples(kept),
    }),
    sampleKind({
      key: 'team',
      label: 'team members',
      count: () => sampleTeamCount(team.meta),
      take: () => takeSampleTeam(team.store, team.meta),
      putBack: (kept) => putBackSampleTeam(team.store, team.meta, kept),
    }),
    sampleKind({
      key: 'supporters',
      label: 'supporters',
      count: () => supporters.list().filter((supporter) => supporter.sample).length,
      take: () => supporters.takeSamples(),
      putBack: (kept) => supporters.putBackSamples(kept),
    }),
  ];
}
