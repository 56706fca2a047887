import { dateFormatter } from '@schemas/date-formatter';
import { nepalInstant } from '@schemas/nepal-time';

const NEPAL_ZONE = 'Asia/Kathmandu';

let zoneOfViewer: string | undefined;
const viewerZone = () => (zoneOfViewer ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

const dateTime = (timeZone: string) =>
  dateFormatter('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** When something happened, in the viewer's own zone: "Mon 23 Nov 2026, 15:42 GMT+1". */
export function formatInstant(iso: string, zone: string = viewerZone()) {
  return dateTime(zone).format(new Date(iso));
}

/** A short "23 Nov, 15:42" for lists, in the viewer's zone. */
export function formatShort(iso: string) {
  return dateFormatter('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/**
 * A meeting's requested time (date and time picked in Nepal time) in Nepal and, when the viewer
 * is elsewhere, in the viewer's own zone too.
 */
export function meetingTimes(date: unknown, time: unknown, zone: string = viewerZone()) {
  if (typeof date !== 'string' || typeof time !== 'string' || !date || !time) return null;
  const instant = nepalInstant(date, time);
  if (Number.isNaN(instant.getTime())) return null;
  const nepal = dateTime(NEPAL_ZONE).format(instant);
  const local = dateTime(zone).format(instant);
  return { iso: instant.toISOString(), nepal, local: local === nepal ? null : local, zone };
}
