// Loaded once a booking is sent (book-meeting-form.tsx): nothing of it is on the page's first load.
import { priceText } from '@schemas/meeting-price-text';
import { meetingWhen } from '@schemas/meeting-when';
import { meetingDurations } from '@schemas/options';
import { paymentProviderNames } from '@schemas/payment-names';
import { FormSent } from '@/components/ui/form/form-sent';
import type { Forms } from '@/content/forms';
import { AddToCalendarLink } from './add-to-calendar-link';
import type { send } from './submit';

export type Booked = Awaited<ReturnType<typeof send>>;

/**
 * A pay link as a path on the site that answered the booking: the gateway writes its links for
 * e-mails, on its public address (PUBLIC_URL, else the company's website), which a site run
 * anywhere else (`npm start`, a staging copy) is not.
 */
const onThisSite = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return pathname + search;
};

interface MeetingBookedProps {
  booked: Booked;
  /** The meeting form's texts, and the page's labels and option names. */
  text: Forms['meeting'];
  labels: Forms['labels'];
  options: Forms['options'];
  onAnother: () => void;
}

/**
 * The booking's confirmation in the form's place: what was asked, when (the visitor's own time
 * first, Nepal time second), what happens next, the calendar file, and for a paid meeting how to
 * pay: while a wallet is configured, the amount and a "Pay with …" per wallet from the gateway's
 * answer (`booked.payment`), else today's e-mailed instructions.
 */
export default function MeetingBooked({ booked, text, labels, options, onAnother }: MeetingBookedProps) {
  const { record, payment, price: owed } = booked;
  const t = text.confirmation;
  const duration = meetingDurations.find((option) => option.value === record['Meeting Duration']);
  const price = priceText(owed, booked.lang);
  const nepal = { date: record['Preferred date'], time: record['Preferred Time'] };
  const asked: [string, string][] = [
    [t.when, meetingWhen(nepal, record['Visitor Time Zone'], booked.lang, 'full', record['Visitor Locale'])],
    [labels['Meeting Duration'], duration ? text.duration(duration.minutes, price) : record['Meeting Duration']],
    [labels.Purpose, options[record.Purpose] ?? record.Purpose],
    [labels['Meeting Gateway'], options[record['Meeting Gateway']] ?? record['Meeting Gateway']],
  ];
  return (
    <FormSent title={text.booked} thanks={t.next} another={t.another} onAnother={onAnother}>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {asked.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {payment?.links.length ? (
        <>
          <p className="mt-3 text-ink">{t.payNow(priceText({ paisa: payment.amount, usd: null }, booked.lang))}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            {payment.links.map((link) => (
              <a
                key={link.provider}
                href={onThisSite(link.url)}
                className="rounded border border-brand-700 bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-900"
              >
                {t.payWith(paymentProviderNames[link.provider])}
              </a>
            ))}
          </p>
        </>
      ) : (
        owed && <p className="mt-3 text-ink">{t.paid(price)}</p>
      )}
      <p className="mt-3">
        <AddToCalendarLink ics={booked.ics} label={text.addToCalendar} />
      </p>
    </FormSent>
  );
}
