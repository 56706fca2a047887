import { PageHeader } from '@/components/ui/page-header';

export default function CareerPage() {
  return <PageHeader title="Careers" intro="Apply to work with us as an agent, full-timer, part-timer, intern or volunteer." />;
}
