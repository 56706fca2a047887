import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageData } from '@/app/page-data';
import { useRouteHead } from '@/app/use-route-head';
import { BookMeetingForm } from '@/features/meeting-booking/book-meeting-form';
import { island } from '@/islands/island';

const BookMeetingFormIsland = island('book-meeting-form', BookMeetingForm, 'interaction');

export default function BookPage() {
  const route = useRouteHead('/book');
  const { booking, bookingOptions, bookingSlots, meetingPrices } = usePageData();
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <FormPanel>
        <BookMeetingFormIsland answer={booking} options={bookingOptions} slots={bookingSlots} prices={meetingPrices} />
      </FormPanel>
    </>
  );
}
