import { PageHeader } from '@/components/ui/page-header';

export default function BlogPage() {
  return <PageHeader title="Blog" intro="News, admissions updates, announcements and ideas from our team on technology, careers and education." />;
}
