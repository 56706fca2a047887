import { useQuery } from '@tanstack/react-query';
import type { BookingOptions } from '@schemas/booking-options';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { PublicPageLink } from '../../components/public-page-link';
import { bookingOptionsKey, loadBookingOptions } from './booking-options-api';
import { BookingOptionsForm } from './booking-options-form';

/** Admins: the purposes of meeting and the meeting gateways the booking form offers, in both languages. */
export default function BookingOptionsPage() {
  const current = useQuery<BookingOptions, ApiError>({ queryKey: bookingOptionsKey, queryFn: loadBookingOptions });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeading title="Booking options">
        <PublicPageLink path="/book" />
      </PageHeading>
      <p className="text-sm text-ink-muted">
        What the booking form on /book and /ne/book offers. A meeting already booked keeps its purpose and gateway
        whatever changes here.
      </p>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError what="The booking options" error={current.error} />
      ) : (
        <BookingOptionsForm initial={current.data} />
      )}
    </div>
  );
}
