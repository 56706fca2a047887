import { VideoLibrary } from '@/components/pages/video/video-library';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as videosContent from '@/content/videos';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '../page-data';

const VideoLibraryIsland = island('video-library', VideoLibrary, 'interaction');

/** The gateway renders this page with its stored videos; the build's own page shows the shipped samples. */
export default function VideoPage() {
  const { videoPage, shippedVideos } = useLocalized(videosContent, nepaliModules.videos);
  const videos = usePageData().videos ?? shippedVideos;
  return (
    <>
      <PageHeader eyebrow={videoPage.eyebrow} title={videoPage.title} intro={videoPage.intro} />
      <Section>
        {videos.length === 0 ? (
          <p className="text-lg text-ink-muted">{videoPage.none}</p>
        ) : (
          <VideoLibraryIsland
            videos={videos}
            playlistLabel={videoPage.playlistLabel}
            nowPlaying={videoPage.nowPlaying}
            play={videoPage.play}
            youtubeNote={videoPage.youtubeNote}
          />
        )}
      </Section>
    </>
  );
}
