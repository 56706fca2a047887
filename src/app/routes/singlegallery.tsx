import { PageHeader } from '@/components/ui/page-header';

export default function SinglegalleryPage() {
  return <PageHeader title="Inauguration Ceremony" intro="Photos from our inauguration ceremony." />;
}
