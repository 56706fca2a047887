import { describe, expect, it } from 'vitest';
import { readMinutes } from './read-minutes';

const words = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');

describe('reading time', () => {
  it('reads English at 200 words a minute, at least one minute', () => {
    expect(readMinutes(words('word', 600))).toBe(3);
    expect(readMinutes('Short.')).toBe(1);
  });

  it('reads Nepali at 180 words a minute (the measured rate), mixed text each at its own', () => {
    expect(readMinutes(words('शब्द', 540))).toBe(3);
    expect(readMinutes(words('word', 1000))).toBe(5);
    expect(readMinutes(words('शब्द', 1000))).toBe(6);
    expect(readMinutes(`${words('शब्द', 270)} ${words('word', 300)}`)).toBe(3);
  });

  it('leaves out link and image addresses and bare Markdown marks', () => {
    const link = `[a link](https://example.com/${words('x', 1)}) ## - * > ---`;
    expect(readMinutes(`${words('word', 398)} ${link}`)).toBe(2);
  });
});
