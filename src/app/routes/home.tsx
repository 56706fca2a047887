import { PageHeader } from '@/components/ui/page-header';

export default function HomePage() {
  return <PageHeader title="Dream. Learn. Achieve." intro="Software, data and digital services with honest educational guidance from Biratnagar, Nepal. Request a callback or book a free consultation." />;
}
