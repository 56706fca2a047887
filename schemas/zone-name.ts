import { isTimeZone } from './zoned-time';

/**
 * A time zone named as people say it ("New York time", "Doha time"), derived from its IANA city
 * rather than Intl's "Eastern Standard Time", which few Nepalis abroad would recognise as theirs.
 */

/** Cities a Nepali reader knows by a Devanagari name; any other city keeps its Latin one. */
const citiesNe: Record<string, string> = {
  Kolkata: 'कोलकाता',
  Dubai: 'दुबई',
  Qatar: 'कतार',
  Riyadh: 'रियाद',
  Kuala_Lumpur: 'कुआलालम्पुर',
  Tokyo: 'टोकियो',
  Seoul: 'सोल',
  Perth: 'पर्थ',
  Adelaide: 'एडिलेड',
  Sydney: 'सिड्नी',
  London: 'लन्डन',
  Berlin: 'बर्लिन',
  New_York: 'न्युयोर्क',
  Chicago: 'सिकागो',
  Los_Angeles: 'लस एन्जलस',
};

const nepalZones = new Set(['Asia/Kathmandu', 'Asia/Katmandu']);

/** 'America/New_York' → 'New York time' ('न्युयोर्क समय'); Nepal's zone → 'Nepal time'; 'UTC' → 'UTC'. */
export function zoneName(timeZone: string, lang: 'en' | 'ne' = 'en'): string {
  if (nepalZones.has(timeZone)) return lang === 'ne' ? 'नेपाल समय' : 'Nepal time';
  const city = timeZone.split('/').at(-1) ?? timeZone;
  if (!timeZone.includes('/')) return city;
  const name = lang === 'ne' ? (citiesNe[city] ?? city.replace(/_/g, ' ')) : city.replace(/_/g, ' ');
  return lang === 'ne' ? `${name} समय` : `${name} time`;
}

/** Whether a zone is Nepal's own (no second clock to show beside it). */
export const isNepalZone = (timeZone: string | undefined) => timeZone !== undefined && nepalZones.has(timeZone);

/** A Meeting's `Visitor Time Zone` when it is a zone other than Nepal's that the runtime knows: the one to tell times in first. */
export const foreignZone = (timeZone: string | undefined) =>
  timeZone && !isNepalZone(timeZone) && isTimeZone(timeZone) ? timeZone : undefined;
