/**
 * A page's first high-priority image (`fetchpriority="high"`: the largest paint in its first view)
 * is asked for from the head, before the inlined stylesheet: found in the body, the browser would
 * ask only once it had received most of the document (on /services at 1.6 Mbit/s, 90 ms after the
 * first byte). Used by the prerenderer and, for pages rendered with stored content, the gateway.
 */

const imagePreload = /[ \t]*<link rel="preload" as="image"[^>]*>\n?/;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The `<link rel="preload">` asking for exactly what the browser will show for the first
 * high-priority image in `html`, or '' when there is none or its choice depends on the window (a
 * `<source media>`: a preload would fetch a picture the window never shows).
 */
export function firstImagePreload(html: string): string {
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html);
  if (!image) return '';
  const pictureStart = html.lastIndexOf('<picture', image.index);
  const inPicture = pictureStart > html.lastIndexOf('</picture>', image.index);
  const sources = inPicture ? (html.slice(pictureStart, image.index).match(/<source\b[^>]*>/gi) ?? []) : [];
  if (sources.some((source) => attribute(source, 'media') !== undefined)) return '';
  // The browser takes a picture's first source of a type it shows: preloaded with that type, a
  // browser that does not show it skips the preload as it skips the source.
  const chosen = sources[0] ?? image[0];
  const type = attribute(chosen, 'type');
  const candidates = attribute(chosen, 'srcset');
  // One file and no width (a video's poster): asked for by its address, as widths without sizes cannot be.
  const oneFile = candidates && !/[\s,]/.test(candidates.trim()) ? candidates.trim() : undefined;
  const srcset = oneFile ? undefined : candidates;
  const sizes = attribute(chosen, 'sizes');
  const src = oneFile ?? attribute(image[0], 'src');
  if (!srcset && !src) return '';
  return [
    '<link rel="preload" as="image"',
    type && ` type="${type}"`,
    ' fetchpriority="high"',
    srcset ? ` imagesrcset="${srcset}"` : ` href="${src}"`,
    srcset && sizes && ` imagesizes="${sizes}"`,
    ' />',
  ]
    .filter(Boolean)
    .join('');
}

export interface PreloadPlace {
  /**
   * Ahead of the text's font too, for a picture that is the phone's largest paint as well (a post's
   * cover): on a phone the other pages' largest paint is often text, which waits for the font
   * (Lighthouse's simulated LCP of / went from 1.05 to 1.20 s with its picture ahead of the font;
   * of a post's page from 1.51 to 1.36 s).
   */
  aheadOfFont?: boolean;
}

/**
 * `document` with its head's image preload (if any) for `html`, its root's content, put before its
 * first style, or before the font's preload where `aheadOfFont`.
 */
export function withFirstImagePreload(
  document: string,
  html: string,
  { aheadOfFont = false }: PreloadPlace = {},
): string {
  const headEnd = document.indexOf('</head>');
  const head = document.slice(0, headEnd).replace(imagePreload, '');
  const preload = firstImagePreload(html);
  const at = Math.min(
    ...['<style', ...(aheadOfFont ? ['<link rel="preload"'] : [])]
      .map((tag) => head.indexOf(tag))
      .filter((index) => index >= 0),
  );
  if (!preload || at === Infinity) return head + document.slice(headEnd);
  return `${head.slice(0, at)}${preload}\n    ${head.slice(at)}${document.slice(headEnd)}`;
}
