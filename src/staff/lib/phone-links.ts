export interface PhoneLinks {
  display: string;
  tel: string;
  /** wa.me needs the number with its country code; absent when the number has none. */
  whatsapp?: string;
}

/**
 * Tap-to-call and WhatsApp links for a number as a visitor typed it. Career applicants live in
 * Nepal (the form offers Nepali cities only), so a number without a country code there is +977.
 */
export function phoneLinks(raw: unknown, defaultCountryCode?: string): PhoneLinks | null {
  if (typeof raw !== 'string' || !/\d/.test(raw)) return null;
  const digits = raw.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits : defaultCountryCode ? `${defaultCountryCode}${digits}` : '';
  return {
    display: raw.trim(),
    tel: `tel:${international || digits}`,
    whatsapp: international ? `https://wa.me/${international.slice(1)}` : undefined,
  };
}
