import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** The JSON-LD blocks of a page as the gateway serves it. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(`${baseURL}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) =>
    JSON.parse(json),
  );
}

// Google's Organization documentation: no property is required; logo (a raster image of at least
// 112 × 112 px), url, name, contactPoint, address, telephone and email are recommended.
describe('the company for search engines', () => {
  it.each(['/', '/contact', '/ne/', '/ne/contact'])(
    '%s describes the Organization with a raster logo and how to reach it',
    async (path) => {
      const [organisation, ...more] = await structuredData(path);
      expect(more).toEqual([]);
      expect(organisation).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Digital Bridge Nepal',
        url: expect.stringMatching(/^https:\/\//),
        email: expect.stringContaining('@'),
        telephone: expect.stringMatching(/^\+977\d+$/),
        address: { '@type': 'PostalAddress', addressLocality: 'Biratnagar', addressCountry: 'NP' },
      });
      const points = organisation.contactPoint as Record<string, unknown>[];
      expect(points.map((point) => point.contactType)).toEqual(['customer service', 'customer support']);
      for (const point of points) expect(point.telephone).toMatch(/^\+?\d+$/);

      const { url, width, height } = organisation.logo as { url: string; width: number; height: number };
      const logo = await fetch(`${baseURL}${new URL(url).pathname}`);
      expect(logo.headers.get('content-type')).toBe('image/png');
      const pixels = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
      expect(pixels).toMatchObject({ format: 'png', width, height });
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
    },
  );

  it('is left off the other pages', async () => {
    expect(await structuredData('/about')).toEqual([]);
    expect(await structuredData('/ne/about')).toEqual([]);
  });
});

// Google's Event documentation: name, startDate and location (with its address) are required;
// description, image, organizer, eventStatus and eventAttendanceMode are among the recommended.
describe('each event album for search engines', () => {
  it('describes its Event with the required properties and a picture that loads, in both languages', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const albums = [...sitemap.matchAll(/<loc>[^<]*?((?:\/ne)?\/gallerys\/[^<]+)<\/loc>/g)].map(([, path]) => path);
    expect(albums.length).toBeGreaterThanOrEqual(2);
    for (const path of albums) {
      const [event, ...more] = await structuredData(path);
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        location: { '@type': 'Place', name: expect.any(String), address: expect.any(String) },
        organizer: { '@type': 'Organization', name: 'Digital Bridge Nepal' },
      });
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html).toContain(`<title>${(event.name as string).replace(/&/g, '&amp;')} | Digital Bridge Nepal</title>`);
      const [image] = event.image as string[];
      const picture = await fetch(`${baseURL}${new URL(image).pathname}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp|svg\+xml)$/);
    }
  });

  it("is shared with its own cover as a 1200 × 630 JPEG, with the cover's alt text, in both languages", async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const albums = [...sitemap.matchAll(/<loc>[^<]*?((?:\/ne)?\/gallerys\/[^<]+)<\/loc>/g)].map(([, path]) => path);
    for (const path of albums) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image')!;
      expect(image, path).toMatch(/^https:\/\/[^/]+\/images\/[0-9a-f]{32}-share\.jpg$/);
      expect(meta('twitter:image')).toBe(image);
      // The alt text is the cover's: one of the album's photos, not the site's own picture's.
      const photoAlts = [...html.slice(html.indexOf('<main')).matchAll(/<img[^>]*\balt="([^"]+)"/g)].map(
        ([, alt]) => alt,
      );
      expect(photoAlts, path).toContain(meta('og:image:alt'));
      expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
      const picture = await fetch(`${baseURL}${new URL(image).pathname}`);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      const pixels = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(pixels, path).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  });
});

// Google's Article documentation: no property is required; headline, image, datePublished,
// dateModified and author (with its name and url) are recommended.
describe('each blog post for search engines', () => {
  it('describes its BlogPosting with an author who has an address and a sharing picture that is a 1200 × 630 JPEG', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const posts = [...sitemap.matchAll(/<loc>[^<]*?((?:\/ne)?\/blog\/[^<]+)<\/loc>/g)].map(([, path]) => path);
    expect(posts.some((path) => path.startsWith('/ne/'))).toBe(true);
    for (const path of posts) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const [posting, ...more] = await structuredData(path);
      expect(more).toEqual([]);
      expect(posting, path).toMatchObject({
        '@type': 'BlogPosting',
        headline: expect.any(String),
        image: expect.stringMatching(/\/images\/[0-9a-f]{32}-share\.jpg$/),
        datePublished: expect.any(String),
        dateModified: expect.any(String),
        author: { name: expect.any(String), url: expect.stringMatching(/^https:\/\//) },
      });
      const image = posting.image as string;
      for (const tag of ['property="og:image"', 'name="twitter:image"'])
        expect(html, path).toContain(`<meta ${tag} content="${image}" />`);
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      expect(html).toMatch(/<meta name="twitter:image:alt" content="[^"]+" \/>/);
      const picture = await fetch(`${baseURL}${new URL(image).pathname}`);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      const pixels = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(pixels, path).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  });
});
