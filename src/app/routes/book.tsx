import { PageHeader } from '@/components/ui/page-header';
import { BookMeetingForm } from '@/features/meeting-booking/book-meeting-form';

export default function BookPage() {
  return (
    <>
      <PageHeader title="Book a Meeting" intro="Book a free 15-minute consultation or a paid 30 or 60 minute meeting over Zoom, Google Meet or Microsoft Teams." />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page max-w-4xl">
          <div className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
            <BookMeetingForm />
          </div>
        </div>
      </div>
    </>
  );
}
