import { FormPanel } from '@/components/ui/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { BookMeetingForm } from '@/features/meeting-booking/book-meeting-form';

import * as pageHeadersContent from '@/content/page-headers';
import { useLocalized } from '@/i18n/use-localized';

export default function BookPage() {
  const header = useLocalized(pageHeadersContent, 'page-headers').pageHeaders.book;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />
      <FormPanel>
        <BookMeetingForm />
      </FormPanel>
    </>
  );
}
