import { PageHeader } from '@/components/ui/page-header';

export default function VmgoPage() {
  return <PageHeader title="Vision, Mission, Goals and Objectives" intro="Our vision, mission, goals and objectives for the jobs and services marketplace." />;
}
