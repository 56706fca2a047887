import { PageHeader } from '@/components/ui/page-header';

export default function WorksPage() {
  return <PageHeader title="How it works" intro="Search, hire, instruct and pay: how our jobs and services marketplace connects you with skilled professionals." />;
}
