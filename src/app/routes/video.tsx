import { PageHeader } from '@/components/ui/page-header';

export default function VideoPage() {
  return <PageHeader title="Videos" intro="Watch our videos in English and Nepali." />;
}
