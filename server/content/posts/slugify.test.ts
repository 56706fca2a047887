import { describe, expect, it } from 'vitest';
import { slug } from '../../../schemas/slug';
import { slugify } from './slugify';

describe('slugify', () => {
  it('makes the same slug from NFC, NFD and full-width spellings of a title', () => {
    expect(slugify('Caf\u00e9 tips')).toBe('cafe-tips');
    expect(slugify('Cafe\u0301 tips')).toBe('cafe-tips');
    expect(slugify('ＶＩＳＡ ｔｉｐｓ')).toBe('visa-tips');
    expect(slugify('छात्रवृत्तिबारे जान्नुपर्ने कुरा')).toBe('छात्रवृत्तिबारे-जान्नुपर्ने-कुरा');
  });

  it('never makes an address that only looks like another: a stray look-alike letter is dropped', () => {
    expect(slugify('Vis\u0430 tips')).toBe('vis-tips');
    expect(slugify('Visa tips')).toBe('visa-tips');
    for (const title of ['Vis\u0430 tips', 'Виза tips', 'Ｖｉｓａ ｔｉｐｓ'])
      expect(slug.safeParse(slugify(title)).success).toBe(true);
  });
});
