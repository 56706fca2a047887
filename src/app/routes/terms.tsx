import { PageHeader } from '@/components/ui/page-header';

export default function TermsPage() {
  return <PageHeader title="Terms & Conditions" intro="The terms that govern the use of our website and services." />;
}
