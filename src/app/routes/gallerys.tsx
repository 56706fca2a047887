import { PageHeader } from '@/components/ui/page-header';

export default function GallerysPage() {
  return <PageHeader title="Event Gallery" intro="Eleven events from the marketplace community, with photo galleries." />;
}
