import { VideoLibrary } from '@/components/sections/video-library';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { videoPage, videoPoster, videoSources, videos } from '@/content/videos';

export default function VideoPage() {
  return (
    <>
      <PageHeader eyebrow={videoPage.eyebrow} title={videoPage.title} intro={videoPage.intro} />
      <Section>
        <VideoLibrary
          videos={videos}
          sources={videoSources}
          poster={videoPoster}
          playlistLabel={videoPage.playlistLabel}
          nowPlaying={videoPage.nowPlaying}
        />
      </Section>
    </>
  );
}
