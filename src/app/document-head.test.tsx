import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { documentHead } from './document-head';
import { loadNepaliHeads } from './use-document-head';

const origin = 'https://www.digitalbridge.com.np';

/** The head as the prerendered /privacy page arrives (what a visitor's first page load has). */
function landOnPrivacy() {
  document.head.innerHTML = `
    <title>Privacy Policy | Digital Bridge Nepal</title>
    <meta name="description" content="What we collect, how we use it, and the rights you have over your information." />
    <link rel="canonical" href="${origin}/privacy" />
    <meta property="og:title" content="Privacy Policy | Digital Bridge Nepal" />
    <meta property="og:description" content="What we collect, how we use it, and the rights you have over your information." />
    <meta property="og:url" content="${origin}/privacy" />
    <meta name="twitter:title" content="Privacy Policy | Digital Bridge Nepal" />
    <meta name="twitter:description" content="What we collect, how we use it, and the rights you have over your information." />`;
  return renderRoute('/privacy');
}

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

// Built pages carry their own head (tests/e2e/shell.test.ts); the dev app, which renders every
// page into one index.html, keeps the head in step with the page it shows.
describe('document head in the dev app', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('moves the canonical URL, Open Graph and Twitter tags to the new page, not only the title', async () => {
    landOnPrivacy();
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    cleanup();
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    const description =
      'Who we are, why clients choose us, our mission across health care, tourism, employment and agriculture, and our advisors.';
    expect(document.title).toBe('About Us | Digital Bridge Nepal');
    expect(attr('meta[name="description"]', 'content')).toBe(description);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/about`);
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${origin}/about`);
    expect(attr('meta[property="og:title"]', 'content')).toBe('About Us | Digital Bridge Nepal');
    expect(attr('meta[property="og:description"]', 'content')).toBe(description);
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('About Us | Digital Bridge Nepal');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe(description);
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"]')).toHaveLength(2);
  });

  it('drops the canonical URL and asks not to be indexed on the fallback screen, and undoes it on a page', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(document.title).toBe('Unexpected Application Error! | Digital Bridge Nepal');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');

    cleanup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('the picture a shared link shows', () => {
  it('is a 1200 × 630 JPEG described for those who cannot see it, in the page language', async () => {
    const tagsOf = async (path: string) => {
      const nepali = path.startsWith('/ne') ? await loadNepaliHeads() : undefined;
      return Object.fromEntries(documentHead(path, nepali).tags.map(([, , id, , value]) => [id, value]));
    };
    const english = await tagsOf('/about');
    expect(english).toMatchObject({
      'og:image': `${origin}/og-image.jpg`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt':
        'Digital Bridge Nepal logo with “Dream. Learn. Achieve.” and “Bridging Digital Divide · Biratnagar, Nepal”',
    });
    expect(english['twitter:image:alt']).toBe(english['og:image:alt']);
    const nepali = await tagsOf('/ne/about');
    expect(nepali['og:image:alt']).toMatch(/^डिजिटल ब्रिज नेपालको लोगो/);
    expect(nepali['twitter:image:alt']).toBe(nepali['og:image:alt']);
  });
});
