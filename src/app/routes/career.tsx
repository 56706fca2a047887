import { FormPanel } from '@/components/ui/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';

import * as pageHeadersContent from '@/content/page-headers';
import { useLocalized } from '@/i18n/use-localized';

export default function CareerPage() {
  const header = useLocalized(pageHeadersContent, 'page-headers').pageHeaders.career;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />
      <FormPanel>
        <CareerApplicationForm />
      </FormPanel>
    </>
  );
}
