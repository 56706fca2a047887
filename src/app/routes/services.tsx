import { PageHeader } from '@/components/ui/page-header';

export default function ServicesPage() {
  return <PageHeader title="Services" intro="Fifteen services from software development and IT consulting to data analysis, digital marketing, HR systems and UI/UX design." />;
}
