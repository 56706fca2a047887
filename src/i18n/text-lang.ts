/**
 * The language of a text that comes from a record rather than from the site's content (the Team
 * table is written in English, sometimes in Nepali): Devanagari reads as Nepali, anything else as
 * English. Marking it lets a Nepali page say which parts are English, for screen readers and fonts.
 */
export function textLang(text: string): 'ne' | 'en' {
  return /[\u0900-\u097F]/.test(text) ? 'ne' : 'en';
}
