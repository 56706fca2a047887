import { PageHeader } from '@/components/ui/page-header';

export default function TeamPage() {
  return <PageHeader title="Our Team" intro="Meet the people behind our projects, consultations and training." />;
}
