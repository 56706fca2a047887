import { afterEach, describe, expect, it } from 'vitest';
import { defaultCompanyFacts, type CompanyFacts } from '@schemas/company';
import { setFactsSource, site } from './site';

// Every content module, as the server bundle evaluates them once for the life of the gateway.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../content/*.ts', '../content/ne/*.ts', '!../content/**/*.test.ts'],
  { eager: true },
);
const changed: CompanyFacts = {
  ...defaultCompanyFacts,
  name: 'Acme Consulting Nepal',
  phone: '+977 21-777 888',
  email: 'hello@acme.example',
  city: 'Dharan',
};
/** What a page could show of a module: its exports as data (copy a function shows is covered where it is called). */
const shown = () => JSON.stringify(Object.values(modules).map((module) => ({ ...module })));

afterEach(() => setFactsSource(() => undefined));

describe('the company facts', () => {
  it('reach every content module evaluated before they were set, and follow each change', () => {
    expect(shown().includes(defaultCompanyFacts.phone)).toBe(true);
    for (const facts of [changed, { ...changed, phone: '+977 21-999 000' }]) {
      setFactsSource(() => facts);
      const text = shown();
      // The name stays in sample copy (a shipped video's title); a phone or an address left over is a fact not followed.
      for (const fact of [defaultCompanyFacts.phone, defaultCompanyFacts.email, 'Biratnagar 56613'])
        expect(text.includes(fact), fact).toBe(false);
      for (const fact of [facts.phone, 'Acme Consulting Nepal', 'hello@acme.example', 'Dharan 56613'])
        expect(text.includes(fact), fact).toBe(true);
      expect(site.address.city).toBe('Dharan');
    }
    setFactsSource(() => undefined);
    expect(shown().includes(defaultCompanyFacts.phone)).toBe(true);
  });
});
