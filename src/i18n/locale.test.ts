import { describe, expect, it } from 'vitest';
import { englishPath, localeOf, localizedPath } from './locale';

describe('locale paths', () => {
  it('tells the language from the path, and only a whole /ne segment counts', () => {
    expect(localeOf('/ne/')).toBe('ne');
    expect(localeOf('/ne')).toBe('ne');
    expect(localeOf('/ne/about')).toBe('ne');
    expect(localeOf('/about')).toBe('en');
    expect(localeOf('/news')).toBe('en');
    expect(localeOf('/')).toBe('en');
  });

  it('maps every page to the same page in the other language and back', () => {
    expect(localizedPath('/', 'ne')).toBe('/ne/');
    expect(localizedPath('/about', 'ne')).toBe('/ne/about');
    expect(localizedPath('/services#data-banking', 'ne')).toBe('/ne/services#data-banking');
    expect(localizedPath('/#callback', 'ne')).toBe('/ne/#callback');
    expect(localizedPath('/ne/about', 'en')).toBe('/about');
    expect(localizedPath('/ne/', 'en')).toBe('/');
    expect(localizedPath('/ne/about', 'ne')).toBe('/ne/about');
    expect(englishPath('/ne')).toBe('/');
  });

  it('leaves addresses outside the site alone', () => {
    expect(localizedPath('mailto:info@example.com', 'ne')).toBe('mailto:info@example.com');
    expect(localizedPath('https://example.com/about', 'ne')).toBe('https://example.com/about');
    expect(localizedPath('//example.com/about', 'ne')).toBe('//example.com/about');
    expect(localizedPath('#main', 'ne')).toBe('#main');
  });
});
