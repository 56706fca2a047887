const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '2024-05' → 'May 2024': a month always by its whole name. */
export function monthInWords(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return `${months[month - 1]} ${year}`;
}

/**
 * '2019-03-16' → '16 March 2019' (or 'Saturday, 16 March 2019'). Formatted by hand, not with Intl,
 * so the prerendered HTML, the browser and the gateway's e-mails always agree.
 */
export function dateInWords(iso: string, withWeekday = false): string {
  const [year, month, day] = iso.split('-').map(Number);
  const text = `${day} ${months[month - 1]} ${year}`;
  if (!withWeekday) return text;
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${text}`;
}
