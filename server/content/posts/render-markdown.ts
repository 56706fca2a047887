import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { MediaImage } from '../../../schemas/media-image';
import { mediaFileName } from '../media/media-store';

/**
 * Raw HTML in a post is shown as text (markdown-it's `html: false`), and markdown-it refuses
 * `javascript:`, `vbscript:`, `file:` and `data:` links; sanitize-html then keeps only the
 * elements and attributes Markdown itself produces, as a second wall.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const mediaPath = (src: string) => {
  const name = /^\/images\/([^/?#]+)$/.exec(src)?.[1];
  return name && mediaFileName.test(name) ? name : undefined;
};

export interface RenderOptions {
  /** The stored image a `/images/…` URL belongs to, for its width and height. */
  image?: (id: string) => MediaImage | undefined;
}

/** A post's Markdown as HTML safe to put in a page: no script, no event attributes, images only from /images/. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: [
      ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'pre', 'code'],
      ...['em', 'strong', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: {
      a: ['href', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      // The page's title is its one h1.
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const kept: Record<string, string> = /^https?:\/\//i.test(href) ? { href, rel: 'noopener' } : { href };
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const name = mediaPath(attribs.src ?? '');
        const image = name ? options.image?.(mediaFileName.exec(name)![1]) : undefined;
        return {
          tagName,
          attribs: {
            src: attribs.src,
            alt: attribs.alt ?? '',
            loading: 'lazy',
            decoding: 'async',
            ...(image && { width: String(image.width), height: String(image.height) }),
          },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !mediaPath(frame.attribs.src ?? ''),
  });
}
