import { PageHeader } from '@/components/ui/page-header';

export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy" intro="What we collect, how we use it, and the rights you have over your information." />;
}
