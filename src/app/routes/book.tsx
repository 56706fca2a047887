import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { BookMeetingForm } from '@/features/meeting-booking/book-meeting-form';

export default function BookPage() {
  return (
    <>
      <PageHeader
        title="Book a Meeting"
        intro="Book a free 15-minute consultation or a paid 30 or 60 minute meeting over Zoom, Google Meet or Microsoft Teams."
      />
      <FormPanel>
        <BookMeetingForm />
      </FormPanel>
    </>
  );
}
