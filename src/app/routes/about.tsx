import { PageHeader } from '@/components/ui/page-header';

export default function AboutPage() {
  return <PageHeader title="About Us" intro="Who we are, why clients choose us, our mission across health care, tourism, employment and agriculture, and our advisors." />;
}
