import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { routeFor } from '@/app/route-table';
import { BookMeetingForm } from '@/features/meeting-booking/book-meeting-form';

const route = routeFor('/book')!;

export default function BookPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <FormPanel>
        <BookMeetingForm />
      </FormPanel>
    </>
  );
}
