import { PageHeader } from '@/components/ui/page-header';

export default function TimelinePage() {
  return <PageHeader title="Our Journey" intro="Milestones of our marketplace, from company registration in 2018 to wallet payments in 2024." />;
}
