import { use } from 'react';
import { useLocale } from '@/i18n/use-locale';

const loaded = new WeakMap<object, Promise<object>>();

/**
 * The Nepali twin of `english` (an English content module, or what else holds the English texts),
 * loaded once: React's `use` must get the same promise at every render. Each Nepali module is its
 * own chunk, loaded only when an island of a Nepali page that uses it hydrates, so the English pages
 * carry no Nepali text and each Nepali page only what it needs.
 */
export function loadNepali<Nepali extends object>(english: object, load: () => Promise<Nepali>): Promise<Nepali> {
  const module = loaded.get(english) ?? load();
  loaded.set(english, module);
  return module as Promise<Nepali>;
}

/**
 * A content module in the page's language: the English module itself on English pages, its Nepali
 * twin (`() => import('@/content/ne/<name>')`, typed against the English: same exports, same shape,
 * see src/content/ne/parity.test.ts) on Nepali pages.
 */
export function useLocalized<English extends object, Nepali extends object>(
  english: English,
  nepali: () => Promise<Nepali>,
): English | Nepali {
  if (useLocale() === 'en') return english;
  return use(loadNepali(english, nepali));
}
