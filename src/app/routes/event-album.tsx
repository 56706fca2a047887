import { usePageData } from '@/app/page-data';
import { ErrorScreen } from '@/app/error-screen';
import { EventAlbum } from '@/features/events/live-gallery';

/** /gallerys/{slug} and /ne/gallerys/{slug}: an event's album, rendered by the gateway with the event. */
export default function EventAlbumPage() {
  const { gallery } = usePageData();
  return gallery && 'album' in gallery && gallery.album ? <EventAlbum event={gallery.album} /> : <ErrorScreen />;
}
