import { describe, expect, it } from 'vitest';
import { companyFrom, defaultCompanyFacts } from './company';
import { companyFactsSchema, whatsappDigits } from './company-facts';

const withFacts = (changes: Record<string, unknown>) =>
  companyFactsSchema.safeParse({ ...defaultCompanyFacts, ...changes });
const firstMessage = (changes: Record<string, unknown>) => withFacts(changes).error?.issues[0]?.message;

describe('company facts as an office manager types them', () => {
  it.each([
    ['+977 985-2012345', '9779852012345'],
    ['00977 985 2012345', '9779852012345'],
    ['9852012345', '9779852012345'],
    ['(+977) 9852012345', '9779852012345'],
    ['+1 (212) 555-0100', '12125550100'],
    ['9779800000000', '9779800000000'],
  ])('takes the WhatsApp number %s as %s', (typed, stored) => {
    expect(whatsappDigits(typed)).toBe(stored);
    expect(withFacts({ whatsapp: typed }).data?.whatsapp).toBe(stored);
  });

  it('refuses a WhatsApp number that is no number, or none, saying how to write one', () => {
    expect(firstMessage({ whatsapp: 'call me' })).toBe(
      'WhatsApp number: the number with its country code, e.g. +977 985-2012345',
    );
    expect(firstMessage({ whatsapp: ' ' })).toBe('WhatsApp number: required');
  });

  it('keeps a phone as written, with runs of spaces made one and a dot between groups read as a dash', () => {
    expect(withFacts({ phone: '+977  21.590 123' }).data?.phone).toBe('+977 21-590 123');
    expect(firstMessage({ phone: 'office' })).toMatch(/^Phone: digits, spaces and dashes only/);
  });

  it('takes no helpline and no social profile as "none", and checks a profile given', () => {
    const none = withFacts({ helpline: '', linkedin: '', x: '', facebook: '', instagram: '', youtube: '', tiktok: '' });
    expect(none.success).toBe(true);
    expect(none.data).toMatchObject({ helpline: '', linkedin: '', x: '' });
    expect(withFacts({ facebook: 'https://www.facebook.com/digitalbridgenepal' }).success).toBe(true);
    expect(withFacts({ tiktok: 'https://www.tiktok.com/@digitalbridge' }).success).toBe(true);
    expect(firstMessage({ facebook: 'http://www.facebook.com/digitalbridgenepal' })).toBe(
      'Facebook: an https:// link on facebook.com or fb.com',
    );
    expect(firstMessage({ instagram: 'https://instagram.com.evil.example/x' })).toBe(
      'Instagram: an https:// link on instagram.com',
    );
    expect(firstMessage({ helpline: 'free' })).toMatch(/^Toll-free helpline: digits, spaces and dashes only/);
  });
});

describe('the home page words as an office manager types them', () => {
  it('takes figures one a line, in both languages, tidying blank lines and runs of spaces', () => {
    const typed = withFacts({
      figures: '  120  students placed\r\n\r\n6 districts \n 2018 serving since',
      figuresNe: '१२० विद्यार्थी\n६ जिल्ला\n२०१८ देखि सेवामा\n',
    });
    expect(typed.data).toMatchObject({
      figures: '120 students placed\n6 districts\n2018 serving since',
      figuresNe: '१२० विद्यार्थी\n६ जिल्ला\n२०१८ देखि सेवामा',
    });
    expect(companyFrom(typed.data!).figures.en[0]).toEqual({ value: '120', label: 'students placed' });
    expect(companyFrom(typed.data!).figures.ne[0]).toEqual({ value: '१२०', label: 'विद्यार्थी' });
  });

  it('shows Nepali figures typed with Latin digits in Devanagari digits', () => {
    const typed = withFacts({ figuresNe: '15+ सेवाहरू\n4 क्षेत्र\n2018 देखि' });
    expect(companyFrom(typed.data!).figures.ne.map((figure) => figure.value)).toEqual(['१५+', '४', '२०१८']);
  });

  it.each([
    [{ tagline: ' ' }, 'Tagline: required'],
    [{ taglineNe: '' }, 'Tagline in Nepali: required'],
    [{ tagline: 'x'.repeat(81) }, 'Tagline: at most 80 characters'],
    [{ tagline: 'Bridging<br>gaps' }, 'Tagline: no line breaks, < or >'],
    [{ figures: '' }, 'Figures: required'],
    [{ figures: 'Since 2018' }, 'Figures: each line a number, then its words'],
    [{ figures: '15' }, 'Figures: each line a number, then its words'],
    [{ figures: `15 ${'services '.repeat(6)}` }, 'Figures: each line a number, then its words (at most 40 characters)'],
    [{ figures: '1 a\n2 b\n3 c\n4 d', figuresNe: '१ क\n२ ख\n३ ग\n४ घ' }, 'Figures: at most three, one a line'],
    [{ figuresNe: '१५ सेवाहरू' }, 'Figures in Nepali: as many lines as in English, in the same order'],
    [{ figures: '15 <b>services</b>' }, 'Figures: no < or >'],
  ])('refuses %j saying what to write', (wrong, message) => {
    expect(firstMessage(wrong)).toContain(message);
  });
});
