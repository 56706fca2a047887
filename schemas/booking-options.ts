import { z } from './zod';
import { limits } from './limits';
import { meetingGateways, meetingPurposes } from './options';
import { withoutControls } from './plain-text';

const MAX_OWN_PURPOSES = 40;

const purposeName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label}: required`)
    .max(limits.shortText, `${label}: at most ${limits.shortText} characters`)
    .superRefine(withoutControls({ label }));

/** A purpose the company added: its English name is what a Meeting record stores, its Nepali name what /ne/book shows. */
export const ownPurpose = z.strictObject({
  en: purposeName('Name in English'),
  ne: purposeName('Name in Nepali'),
  hidden: z.boolean(),
});

/**
 * The booking options staff edit in the back office (the `booking_options` setting): the spec's 15
 * purposes always come first and stay (some may be hidden from the form), the company's own follow
 * in their order, and the meeting gateways offered, at least one.
 */
export const bookingOptionsSchema = z
  .strictObject({
    hiddenPurposes: z.array(z.enum(meetingPurposes, { error: 'Hide only a purpose from the list' })),
    ownPurposes: z.array(ownPurpose).max(MAX_OWN_PURPOSES, `At most ${MAX_OWN_PURPOSES} purposes of the company's own`),
    gateways: z
      .array(z.enum(meetingGateways, { error: 'Offer only a meeting gateway from the list' }))
      .min(1, 'Offer at least one meeting gateway'),
  })
  .superRefine((options, context) => {
    const seen = new Set<string>(meetingPurposes.map((purpose) => purpose.toLowerCase()));
    options.ownPurposes.forEach((purpose, index) => {
      const key = purpose.en.toLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['ownPurposes', index, 'en'],
          message: `"${purpose.en}" is already a purpose: give each its own name`,
        });
      seen.add(key);
    });
    const shown =
      meetingPurposes.length -
      new Set(options.hiddenPurposes).size +
      options.ownPurposes.filter((own) => !own.hidden).length;
    if (shown === 0)
      context.addIssue({ code: 'custom', path: ['hiddenPurposes'], message: 'Offer at least one purpose' });
    if (new Set(options.gateways).size !== options.gateways.length)
      context.addIssue({ code: 'custom', path: ['gateways'], message: 'Offer each meeting gateway once' });
  });

export type BookingOptions = z.infer<typeof bookingOptionsSchema>;
