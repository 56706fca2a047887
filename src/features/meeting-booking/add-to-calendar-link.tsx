import { HiOutlineCalendarDays } from 'react-icons/hi2';

/** Downloads the booked meeting as an .ics file for any calendar app. */
export function AddToCalendarLink({ ics, label }: { ics: string; label: string }) {
  return (
    <a
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download="meeting.ics"
      className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      <HiOutlineCalendarDays aria-hidden="true" className="h-5 w-5" />
      {label}
    </a>
  );
}
