import { PageHeader } from '@/components/ui/page-header';

export default function ContactPage() {
  return <PageHeader title="Contact" intro="Call, e-mail or visit our office in Biratnagar, Nepal." />;
}
