import { LegalDocument } from '@/components/blocks/legal-document';
import { PageHeader } from '@/components/ui/page-header';
import * as termsContent from '@/content/terms';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function TermsPage() {
  const { terms } = useLocalized(termsContent, nepaliModules.terms);
  return (
    <>
      <PageHeader eyebrow={terms.eyebrow} title={terms.title} intro={terms.intro} />
      <LegalDocument content={terms} />
    </>
  );
}
