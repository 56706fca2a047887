import { VideoLibrary } from '@/components/pages/video/video-library';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as videosContent from '@/content/videos';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const VideoLibraryIsland = island('video-library', VideoLibrary, 'interaction');

export default function VideoPage() {
  const { videoPage, videoPoster, videoSources, videos } = useLocalized(videosContent, nepaliModules.videos);
  return (
    <>
      <PageHeader eyebrow={videoPage.eyebrow} title={videoPage.title} intro={videoPage.intro} />
      <Section>
        <VideoLibraryIsland
          videos={videos}
          sources={videoSources}
          poster={videoPoster}
          playlistLabel={videoPage.playlistLabel}
          nowPlaying={videoPage.nowPlaying}
          play={videoPage.play}
        />
      </Section>
    </>
  );
}
