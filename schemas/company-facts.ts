import { z } from 'zod';
import type { CompanyFacts } from './company';
import { withoutControls } from './plain-text';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}: required`)
    .max(max, `${label}: at most ${max} characters`)
    .refine((value) => !/[\r\n<>]/.test(value), `${label}: no line breaks, < or >`)
    .superRefine(withoutControls({ label }));
const phone = (label: string) =>
  text(label, 40)
    // As people type it: runs of spaces made one, and a dot or slash between groups read as a dash.
    .transform((value) => value.replace(/\s+/g, ' ').replace(/(?<=\d)\s*[./]\s*(?=\d)/g, '-'))
    .refine(
      (value) => /^\+?[0-9][0-9 ()-]{4,}$/.test(value) && value.replace(/\D/g, '').length <= 15,
      `${label}: digits, spaces and dashes only, with + in front for an international number (at most 15 digits)`,
    );
/** Optional: empty means the company has none. */
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);

/**
 * A WhatsApp number as people type it ("+977 985-2012345", "00977 9852012345", or a Nepali mobile's
 * ten digits "9852012345") made the digits wa.me links take: the country code first, no + or spaces.
 */
export function whatsappDigits(typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '').replace(/^(\+|00)/, '');
  return /^9[678]\d{8}$/.test(digits) ? `977${digits}` : digits;
}
const httpsLink = (label: string, hosts: string[]) =>
  z
    .string()
    .trim()
    .max(300, `${label}: at most 300 characters`)
    .superRefine(withoutControls({ label }))
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          url.protocol === 'https:' && hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
        );
      },
      `${label}: an https:// link on ${hosts.join(' or ')}`,
    );

/** Figures one a line, each a number (or a year, "15+", "98%") and then its words: "15 services". */
const figures = (label: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter(Boolean)
        .join('\n'),
    )
    .pipe(
      z
        .string()
        .min(1, `${label}: required`)
        .superRefine(withoutControls({ label, lines: true }))
        .refine((value) => !/[<>]/.test(value), `${label}: no < or >`)
        .refine((value) => value.split('\n').length <= 3, `${label}: at most three, one a line`)
        .refine(
          (value) => value.split('\n').every((line) => /^\S{0,9}[0-9०-९]\S{0,9} \S/.test(line) && line.length <= 40),
          `${label}: each line a number, then its words (at most 40 characters), e.g. 15 services`,
        ),
    );

/** What staff may set, each with the message a wrong value gets. */
export const companyFactsSchema: z.ZodType<CompanyFacts> = z
  .object({
    name: text('Company name', 100),
    phone: phone('Phone'),
    helpline: z
      .string()
      .trim()
      .pipe(optional(phone('Toll-free helpline'))),
    email: z.string().trim().max(200).pipe(z.email('E-mail: an address such as info@example.com')),
    street: text('Street', 120),
    city: text('City', 60),
    region: text('Province', 60),
    postalCode: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, 'Postal code: five digits'),
    country: text('Country', 60),
    addressNe: text('Address in Nepali', 200),
    mapLat: z.number('Map latitude: a number').min(-90, 'Map latitude: -90 to 90').max(90, 'Map latitude: -90 to 90'),
    mapLon: z
      .number('Map longitude: a number')
      .min(-180, 'Map longitude: -180 to 180')
      .max(180, 'Map longitude: -180 to 180'),
    mapZoom: z.number().int('Map zoom: a whole number').min(3, 'Map zoom: 3 to 19').max(19, 'Map zoom: 3 to 19'),
    hours: text('Opening hours', 200),
    hoursNe: text('Opening hours in Nepali', 200),
    facebook: optional(httpsLink('Facebook', ['facebook.com', 'fb.com'])),
    instagram: optional(httpsLink('Instagram', ['instagram.com'])),
    youtube: optional(httpsLink('YouTube', ['youtube.com', 'youtu.be'])),
    tiktok: optional(httpsLink('TikTok', ['tiktok.com'])),
    linkedin: optional(httpsLink('LinkedIn', ['linkedin.com'])),
    x: optional(httpsLink('X (Twitter)', ['x.com', 'twitter.com'])),
    whatsapp: z
      .string()
      .trim()
      .min(1, 'WhatsApp number: required')
      .transform(whatsappDigits)
      .pipe(
        z
          .string()
          .regex(/^[1-9][0-9]{7,14}$/, 'WhatsApp number: the number with its country code, e.g. +977 985-2012345'),
      ),
    androidApp: z.union([z.literal(''), httpsLink('Android app link', ['play.google.com'])]),
    tagline: text('Tagline', 80),
    taglineNe: text('Tagline in Nepali', 80),
    figures: figures('Figures'),
    figuresNe: figures('Figures in Nepali'),
  })
  // The Nepali home page shows the same figures, so neither language may have one the other lacks.
  .refine((facts) => facts.figures.split('\n').length === facts.figuresNe.split('\n').length, {
    path: ['figuresNe'],
    message: 'Figures in Nepali: as many lines as in English, in the same order',
  });

/** The back office's `GET`/`PUT /settings/company` answer (admins). */
export interface CompanyFactsAnswer {
  facts: CompanyFacts;
  defaults: CompanyFacts;
  /** Nothing stored: the pages are the build's own. */
  isDefault: boolean;
}
