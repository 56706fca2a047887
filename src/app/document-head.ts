import { site } from '@/config/site';
import { englishPath, localeOf, localizedPath } from '@/i18n/locale';
import type { DocumentHead, HeadTag } from '@schemas/document-head';
import { routeFor } from './route-table';

export const fallbackTitle = 'Unexpected Application Error!';

const siteUrl = site.url.replace(/\/$/, '');

/** public/logo.png: the mark of public/favicon.svg drawn at 512 px, since search engines want a raster logo. */
const rasterLogo = { path: '/logo.png', size: 512 };

/** The company for search engines (schema.org Organization), on the home and contact pages in both languages. */
function organisationJsonLd() {
  const telephone = (href: string) => href.replace('tel:', '');
  const languages = ['English', 'Nepali'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: siteUrl,
    logo: {
      '@type': 'ImageObject',
      url: `${siteUrl}${rasterLogo.path}`,
      width: rasterLogo.size,
      height: rasterLogo.size,
    },
    email: site.email,
    telephone: telephone(site.phone.href),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: telephone(site.phone.href),
        email: site.email,
        availableLanguage: languages,
      },
      ...(site.helpline
        ? [
            {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              telephone: telephone(site.helpline.href),
              contactOption: 'TollFree',
              areaServed: 'NP',
              availableLanguage: languages,
            },
          ]
        : []),
    ],
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'NP',
    },
    sameAs: site.socials.map((social) => social.href),
  };
}

/** The Nepali titles and descriptions (src/content/ne/route-heads.ts and the fallback screen's title). */
export interface NepaliHeads {
  routeHeads: Record<string, { title: string; description: string }>;
  siteDescription: string;
  shareImageAlt: string;
  fallbackTitle: string;
}

/**
 * The whole head of a path, from the route table: title, description, canonical URL, Open Graph
 * and Twitter tags, noindex for a path that is not a page, and in the prerendered HTML the
 * organisation's structured data on the home and contact pages of both languages. The
 * prerenderer writes it; the client applies it after each navigation.
 */
export function documentHead(path: string, nepali?: NepaliHeads): DocumentHead {
  const lang = localeOf(path);
  if (lang === 'ne' && !nepali) throw new Error(`The head of ${path} needs the Nepali titles`);
  const english = routeFor(englishPath(path));
  const route = english && nepali && lang === 'ne' ? nepali.routeHeads[english.path] : english;
  const title = `${route?.title ?? (lang === 'ne' ? nepali!.fallbackTitle : fallbackTitle)} | ${site.name}`;
  const description = route?.description ?? (lang === 'ne' ? nepali!.siteDescription : site.description);
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/og-image.jpg`;
  const imageAlt = lang === 'ne' ? nepali!.shareImageAlt : site.shareImageAlt;
  const tags: (HeadTag | false | undefined)[] = [
    ['meta', 'name', 'description', 'content', description],
    route && ['link', 'rel', 'canonical', 'href', url],
    ['meta', 'property', 'og:type', 'content', 'website'],
    ['meta', 'property', 'og:locale', 'content', lang === 'ne' ? 'ne_NP' : 'en_US'],
    ['meta', 'property', 'og:site_name', 'content', site.name],
    ['meta', 'property', 'og:title', 'content', title],
    ['meta', 'property', 'og:description', 'content', description],
    route && ['meta', 'property', 'og:url', 'content', url],
    ['meta', 'property', 'og:image', 'content', image],
    ['meta', 'property', 'og:image:type', 'content', 'image/jpeg'],
    ['meta', 'property', 'og:image:width', 'content', '1200'],
    ['meta', 'property', 'og:image:height', 'content', '630'],
    ['meta', 'property', 'og:image:alt', 'content', imageAlt],
    ['meta', 'name', 'twitter:card', 'content', 'summary_large_image'],
    ['meta', 'name', 'twitter:title', 'content', title],
    ['meta', 'name', 'twitter:description', 'content', description],
    ['meta', 'name', 'twitter:image', 'content', image],
    ['meta', 'name', 'twitter:image:alt', 'content', imageAlt],
    !route && ['meta', 'name', 'robots', 'content', 'noindex'],
  ];
  return {
    title,
    lang,
    tags: tags.filter((tag) => !!tag),
    alternates: english
      ? [
          { hreflang: 'en', href: `${siteUrl}${english.path}` },
          { hreflang: 'ne', href: `${siteUrl}${localizedPath(english.path, 'ne')}` },
          { hreflang: 'x-default', href: `${siteUrl}${english.path}` },
        ]
      : [],
    // Structured data is for crawlers, which read the served HTML: the client bundle leaves it out.
    jsonLd:
      import.meta.env.SSR && (english?.path === '/' || english?.path === '/contact')
        ? JSON.stringify(organisationJsonLd()).replace(/</g, '\\u003c')
        : undefined,
  };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerenderer. */
export function headHtml({ title, tags, alternates, jsonLd }: DocumentHead): string[] {
  return [
    `<title>${escape(title)}</title>`,
    ...tags.map(([tag, key, id, attribute, value]) => `<${tag} ${key}="${id}" ${attribute}="${escape(value)}" />`),
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
    ...(jsonLd ? [`<script type="application/ld+json">${jsonLd}</script>`] : []),
  ];
}

// Every element documentHead can produce, so one that a page no longer has is removed.
const managed =
  'meta[name=description],link[rel=canonical],meta[property^="og:"],meta[name^="twitter:"],meta[name=robots]';

/** Brings the live document's head in line with `head` (after a client-side navigation). */
export function applyHead({ title, lang, tags, alternates }: DocumentHead) {
  document.title = title;
  document.documentElement.lang = lang;
  for (const element of document.head.querySelectorAll('link[rel=alternate][hreflang]')) element.remove();
  for (const { hreflang, href } of alternates) {
    const link = document.head.appendChild(document.createElement('link'));
    Object.assign(link, { rel: 'alternate', hreflang, href });
  }
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
