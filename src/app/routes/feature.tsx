import { PageHeader } from '@/components/ui/page-header';

export default function FeaturePage() {
  return <PageHeader title="Features" intro="Nine features that make the marketplace fast, safe and easy to use." />;
}
