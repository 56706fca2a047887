import type { Locale } from './locale';

const KEY = 'preferred-language';

/** Remembers the language the visitor chose with the switch (never guessed from the browser). */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the switch still works, it is just not remembered.
  }
}

export function preferredLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'en' || value === 'ne' ? value : null;
  } catch {
    return null;
  }
}
