import { site } from '@/config/site';
import { routeFor } from './route-table';

export const fallbackTitle = 'Unexpected Application Error!';

/** One element of the head: `<tag key="id" attribute="value">`; tag, key and id identify it. */
export type HeadTag = [
  tag: 'meta' | 'link',
  key: 'name' | 'property' | 'rel',
  id: string,
  attribute: string,
  value: string,
];

export interface DocumentHead {
  title: string;
  tags: HeadTag[];
  /** Structured data (JSON), in the prerendered HTML only. */
  jsonLd?: string;
}

const siteUrl = site.url.replace(/\/$/, '');

function organisationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'NP',
    },
    sameAs: Object.values(site.socials).map((social) => social.href),
  };
}

/**
 * The whole head of a path, from the route table: title, description, canonical URL, Open Graph
 * and Twitter tags, noindex for a path that is not a page, and in the prerendered HTML the
 * organisation's structured data on / and /contact. The prerenderer writes it; the client applies
 * it after each navigation.
 */
export function documentHead(path: string): DocumentHead {
  const route = routeFor(path);
  const title = `${route?.title ?? fallbackTitle} | ${site.name}`;
  const description = route?.description ?? site.description;
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/og-image.jpg`;
  const tags: (HeadTag | false | undefined)[] = [
    ['meta', 'name', 'description', 'content', description],
    route && ['link', 'rel', 'canonical', 'href', url],
    ['meta', 'property', 'og:type', 'content', 'website'],
    ['meta', 'property', 'og:site_name', 'content', site.name],
    ['meta', 'property', 'og:title', 'content', title],
    ['meta', 'property', 'og:description', 'content', description],
    route && ['meta', 'property', 'og:url', 'content', url],
    ['meta', 'property', 'og:image', 'content', image],
    ['meta', 'name', 'twitter:card', 'content', 'summary_large_image'],
    ['meta', 'name', 'twitter:title', 'content', title],
    ['meta', 'name', 'twitter:description', 'content', description],
    ['meta', 'name', 'twitter:image', 'content', image],
    !route && ['meta', 'name', 'robots', 'content', 'noindex'],
  ];
  return {
    title,
    tags: tags.filter((tag) => !!tag),
    // Structured data is for crawlers, which read the served HTML: the client bundle leaves it out.
    jsonLd:
      import.meta.env.SSR && (path === '/' || path === '/contact')
        ? JSON.stringify(organisationJsonLd()).replace(/</g, '\\u003c')
        : undefined,
  };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerenderer. */
export function headHtml({ title, tags, jsonLd }: DocumentHead): string[] {
  return [
    `<title>${escape(title)}</title>`,
    ...tags.map(([tag, key, id, attribute, value]) => `<${tag} ${key}="${id}" ${attribute}="${escape(value)}" />`),
    ...(jsonLd ? [`<script type="application/ld+json">${jsonLd}</script>`] : []),
  ];
}

// Every element documentHead can produce, so one that a page no longer has is removed.
const managed =
  'meta[name=description],link[rel=canonical],meta[property^="og:"],meta[name^="twitter:"],meta[name=robots]';

/** Brings the live document's head in line with `head` (after a client-side navigation). */
export function applyHead({ title, tags }: DocumentHead) {
  document.title = title;
  const current = new Set<Element>();
  for (const [tag, key, id, attribute, value] of tags) {
    let element = document.head.querySelector(`${tag}[${key}="${id}"]`);
    if (!element) {
      element = document.head.appendChild(document.createElement(tag));
      element.setAttribute(key, id);
    }
    element.setAttribute(attribute, value);
    current.add(element);
  }
  for (const element of document.head.querySelectorAll(managed)) if (!current.has(element)) element.remove();
}
