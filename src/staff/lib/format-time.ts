import { nepalInstant } from '@schemas/nepal-time';

const NEPAL_ZONE = 'Asia/Kathmandu';

// Building an Intl.DateTimeFormat costs far more than formatting with one: the inbox formats two
// dates for each of its 50 rows, and a formatter per call took ~0.4 s of a slow phone's first paint.
let zoneOfViewer: string | undefined;
const viewerZone = () => (zoneOfViewer ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

const formatters = new Map<string, Intl.DateTimeFormat>();
const dateTime = (zone: string) => {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(zone, format);
  }
  return format;
};

/** When something happened, in the viewer's own zone: "Mon 23 Nov 2026, 15:42 GMT+1". */
export function formatInstant(iso: string, zone: string = viewerZone()) {
  return dateTime(zone).format(new Date(iso));
}

let short: Intl.DateTimeFormat | undefined;
/** A short "23 Nov, 15:42" for lists, in the viewer's zone. */
export function formatShort(iso: string) {
  short ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return short.format(new Date(iso));
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
