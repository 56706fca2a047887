import { PageHeader } from '@/components/ui/page-header';

export default function GalleryPage() {
  return <PageHeader title="Gallery" intro="Events we have organised and joined across Nepal and India from 2017 to 2020." />;
}
