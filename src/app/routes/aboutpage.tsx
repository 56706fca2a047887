import { PageHeader } from '@/components/ui/page-header';

export default function AboutpagePage() {
  return <PageHeader title="About the Marketplace" intro="Who we are, what sets the marketplace apart, our history and our founder." />;
}
