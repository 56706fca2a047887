import { LegalDocument } from '@/components/blocks/legal-document';
import { PageHeader } from '@/components/ui/page-header';
import * as privacyContent from '@/content/privacy';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function PrivacyPage() {
  const { privacy } = useLocalized(privacyContent, nepaliModules.privacy);
  return (
    <>
      <PageHeader eyebrow={privacy.eyebrow} title={privacy.title} intro={privacy.intro} />
      <LegalDocument content={privacy} />
    </>
  );
}
