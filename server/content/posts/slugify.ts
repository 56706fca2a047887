import { inOneAlphabet } from '../../../schemas/slug';

/**
 * A slug from a title in any script: lower case, letters and digits kept, everything else one hyphen.
 * Compatibility forms fold (`ｖｉｓａ` is `visa`), and letters of a second look-alike script are
 * dropped (schemas/slug.ts), so a title never makes an address that only looks like another.
 */
export function slugify(title: string): string {
  const slug = inOneAlphabet(
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  )
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}
