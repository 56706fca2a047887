import { LegalDocument } from '@/components/blocks/legal-document';
import { PageHeader } from '@/components/ui/page-header';
import * as privacyContent from '@/content/privacy';
import { useLocalized } from '@/i18n/use-localized';

export default function PrivacyPage() {
  const { privacy } = useLocalized(privacyContent, 'privacy');
  return (
    <>
      <PageHeader eyebrow={privacy.eyebrow} title={privacy.title} intro={privacy.intro} />
      <LegalDocument content={privacy} />
    </>
  );
}
