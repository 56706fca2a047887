import { describe, expect, it } from 'vitest';
import { firstImagePreload, withFirstImagePreload } from './first-image-preload';

const cover =
  '<picture><source type="image/avif" srcSet="/images/a-400.avif 400w, /images/a-700.avif 700w" sizes="(min-width: 48rem) 46rem, 92vw"/>' +
  '<source type="image/webp" srcSet="/images/a-400.webp 400w, /images/a-700.webp 700w" sizes="(min-width: 48rem) 46rem, 92vw"/>' +
  '<img loading="eager" fetchPriority="high" src="/images/a-700.jpg" srcSet="/images/a-400.jpg 400w, /images/a-700.jpg 700w" sizes="(min-width: 48rem) 46rem, 92vw" alt="A cover"/></picture>';
const coverPreload =
  '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/images/a-400.avif 400w, /images/a-700.avif 700w" imagesizes="(min-width: 48rem) 46rem, 92vw" />';

describe("the head's preload of the first view's largest picture", () => {
  it("asks for a picture's first source, with its type, widths and sizes", () => {
    expect(firstImagePreload(`<main><img src="/logo.svg" alt=""/>${cover}</main>`)).toBe(coverPreload);
  });

  it('asks for a lone image by its file, or by its widths when it has them', () => {
    expect(firstImagePreload('<img src="/art/services/web.svg" fetchpriority="high" alt="A laptop"/>')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/art/services/web.svg" />',
    );
    expect(
      firstImagePreload(
        '<img fetchPriority="high" src="/p-800.jpg" srcSet="/p-400.jpg 400w, /p-800.jpg 800w" sizes="50vw"/>',
      ),
    ).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/p-400.jpg 400w, /p-800.jpg 800w" imagesizes="50vw" />',
    );
  });

  it("asks for a picture's source of one file by that file, with its type (an imagesrcset would need imagesizes)", () => {
    const poster =
      '<picture><source type="image/avif" srcSet="/media/intro-poster.avif"/><img fetchPriority="high" src="/media/intro-poster.jpg" alt=""/></picture>';
    expect(firstImagePreload(poster)).toBe(
      '<link rel="preload" as="image" type="image/avif" fetchpriority="high" href="/media/intro-poster.avif" />',
    );
  });

  it('asks for nothing when no image is marked high priority, or when the window picks the picture', () => {
    expect(firstImagePreload('<picture><img src="/a.jpg" loading="lazy" alt=""/></picture>')).toBe('');
    // /blog's first card: from 768 px its cover, below a blank; a preload would fetch the cover on a phone.
    const onlyWide = cover.replace(
      '<picture>',
      '<picture><source media="not all and (min-width: 768px)" srcSet="data:,"/>',
    );
    expect(firstImagePreload(onlyWide)).toBe('');
    // A picture closed before the image is not the image's.
    expect(
      firstImagePreload(
        `<picture><source media="(min-width: 1px)" srcSet="/x.avif"/></picture><img src="/b.svg" fetchpriority="high"/>`,
      ),
    ).toBe('<link rel="preload" as="image" fetchpriority="high" href="/b.svg" />');
  });

  const document = (head: string) =>
    `<html><head>\n    <title>T</title>\n    <link rel="preload" href="/f.woff2" as="font" />\n    ${head}<style>body{}</style>\n  </head><body><div id="root">x</div></body></html>`;

  it("goes in the head after the font's preload, before the stylesheet, in place of the one the document was built with", () => {
    expect(withFirstImagePreload(document(''), cover)).toBe(document(`${coverPreload}\n    `));
    const built = withFirstImagePreload(document(''), '<img src="/old.svg" fetchpriority="high"/>');
    expect(withFirstImagePreload(built, cover)).toBe(document(`${coverPreload}\n    `));
    expect(withFirstImagePreload(built, '<p>No picture now</p>')).toBe(document(''));
  });

  it("goes ahead of the font's preload too where the picture is the phone's largest paint", () => {
    expect(withFirstImagePreload(document(''), cover, { aheadOfFont: true })).toBe(
      document('').replace('<link rel="preload" href', `${coverPreload}\n    <link rel="preload" href`),
    );
  });

  it('leaves the body alone, even a preload written in it', () => {
    const body = '<link rel="preload" as="image" href="/in-body.svg" />';
    const page = document('').replace('x</div>', `${body}</div>`);
    expect(withFirstImagePreload(page, '<p>none</p>')).toBe(page);
  });
});
