import { LegalDocument } from '@/components/sections/legal-document';
import { PageHeader } from '@/components/ui/page-header';
import { privacy } from '@/content/privacy';

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacy.eyebrow} title={privacy.title} intro={privacy.intro} />
      <LegalDocument content={privacy} />
    </>
  );
}
