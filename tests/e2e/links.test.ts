import { describe, expect, inject, it } from 'vitest';
import { checkLinks } from './support/link-checker';

const baseURL = inject('baseURL');

describe('LinkChecker over the site', () => {
  it('finds no broken link nor missing anchor from / and /ne/, every page, picture and script included', async () => {
    const { checked, broken } = await checkLinks(baseURL, ['/', '/ne/']);
    console.log(`LinkChecker: ${checked} addresses checked, ${broken.length} broken`);
    expect(checked).toBeGreaterThan(150);
    expect(broken).toEqual([]);
  });

  it('is what notices a page linking to one that is not there', async () => {
    const { broken } = await checkLinks(baseURL, ['/no-such-page']);
    expect(broken).toContainEqual(expect.objectContaining({ url: '/no-such-page', result: '404 Not Found' }));
  });
});
