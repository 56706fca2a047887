import { describe, expect, it } from 'vitest';
import { inOneAlphabet, slug } from './slug';

const problem = (text: string) => slug.safeParse(text).error?.issues[0].message;

describe('a slug', () => {
  it('is folded to NFKC, so NFC and NFD spellings and compatibility forms are the one address they look like', () => {
    expect(slug.parse('cafe\u0301-tips')).toBe('caf\u00e9-tips');
    expect(slug.parse('caf\u00e9-tips')).toBe('caf\u00e9-tips');
    expect(slug.parse('ｖｉｓａ－ｔｉｐｓ')).toBe('visa-tips');
    expect(slug.parse('\ufb01le-2\u00b2')).toBe('file-22');
    expect(slug.parse(' भिसा-अन्तर्वार्ता ')).toBe('भिसा-अन्तर्वार्ता');
  });

  it('refuses letters of a second look-alike script (Latin, Cyrillic, Greek), naming the letter', () => {
    expect(problem('vis\u0430-tips')).toBe(
      'the Cyrillic letter “\u0430” among Latin letters looks like another letter: write the address in one alphabet',
    );
    expect(problem('\u03bfpen-day')).toBe(
      'the Latin letter “p” among Greek letters looks like another letter: write the address in one alphabet',
    );
    expect(problem('виза-tips')).toMatch(/^the Latin letter “t” among Cyrillic letters/);
    for (const fine of ['виза-советы', 'visa-tips-2026', 'nepal-नेपाल', 'ελλάδα'])
      expect(problem(fine), fine).toBeUndefined();
  });

  it("keeps the editor's 120-character rule and its pattern", () => {
    expect(problem('a'.repeat(120))).toBeUndefined();
    expect(problem('a'.repeat(121))).toBe('at most 120 characters');
    expect(problem('a'.repeat(5000))).toBe('at most 120 characters');
    expect(problem('bad slug!')).toBe('use letters, digits and single hyphens');
  });
});

describe('inOneAlphabet', () => {
  it("keeps the most used look-alike script's letters and every other script's, blanking the rest", () => {
    expect(inOneAlphabet('Vis\u0430 tips')).toBe('Vis  tips');
    expect(inOneAlphabet('Виза tip')).toBe('Виза    ');
    expect(inOneAlphabet('Visa नेपाल 2026')).toBe('Visa नेपाल 2026');
  });
});
