import { PageHeader } from '@/components/ui/page-header';

export default function BlogsinglePage() {
  return <PageHeader title="Article" intro="Read an article from our blog." />;
}
