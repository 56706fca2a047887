import { LegalDocument } from '@/components/sections/legal-document';
import { PageHeader } from '@/components/ui/page-header';
import { terms } from '@/content/terms';

export default function TermsPage() {
  return (
    <>
      <PageHeader eyebrow={terms.eyebrow} title={terms.title} intro={terms.intro} />
      <LegalDocument content={terms} />
    </>
  );
}
