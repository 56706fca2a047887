import { use } from 'react';
import { useLocale } from '@/i18n/use-locale';

const loaded = new WeakMap<() => Promise<object>, Promise<object>>();

/**
 * A Nepali content module (its loader in nepali-modules.ts), loaded once: React's `use` must get
 * the same promise at every render.
 */
export function loadNepali<Nepali extends object>(load: () => Promise<Nepali>): Promise<Nepali> {
  const module = loaded.get(load) ?? load();
  loaded.set(load, module);
  return module as Promise<Nepali>;
}

/**
 * A content module in the page's language: the English module itself on English pages, its Nepali
 * twin (`nepaliModules.<name>`, typed against the English: same exports, same shape, see
 * src/content/ne/parity.test.ts) on Nepali pages.
 */
export function useLocalized<English extends object, Nepali extends object>(
  english: English,
  nepali: () => Promise<Nepali>,
): English | Nepali {
  if (useLocale() === 'en') return english;
  return use(loadNepali(nepali));
}
