import { use } from 'react';
import { useLocale } from './use-locale';

// Each Nepali module is its own chunk, loaded only when an island of a Nepali page that uses it
// hydrates, so the English pages carry no Nepali text and each Nepali page only what it needs.
const modules = import.meta.glob(['../content/ne/*.ts', '!../content/ne/*.test.ts']);
const loading = new Map<string, Promise<unknown>>();

/** The Nepali content module `name` (src/content/ne/<name>.ts), loaded once. */
export function loadNepaliContent(name: string): Promise<unknown> {
  let module = loading.get(name);
  if (!module) {
    const load = modules[`../content/ne/${name}.ts`];
    if (!load) throw new Error(`No Nepali content module src/content/ne/${name}.ts`);
    module = load();
    loading.set(name, module);
  }
  return module;
}

/**
 * A content module in the page's language: the English module itself on English pages, its typed
 * Nepali twin (same exports, same shape: see src/content/ne/parity.test.ts) on Nepali pages.
 */
export function useLocalized<T extends object>(english: T, name: string): T {
  if (useLocale() === 'en') return english;
  return use(loadNepaliContent(name)) as T;
}
