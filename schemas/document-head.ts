/** One element of the head: `<tag key="id" attribute="value">`; tag, key and id identify it. */
export type HeadTag = [
  tag: 'meta' | 'link',
  key: 'name' | 'property' | 'rel',
  id: string,
  attribute: string,
  value: string,
];

/** A page's head as the site writes it (src/app/document-head.ts) and the gateway's renders rewrite it. */
export interface DocumentHead {
  title: string;
  /** The page's language, for `<html lang>`. */
  lang: 'en' | 'ne';
  tags: HeadTag[];
  /** The same page in each language (hreflang), for pages that exist. */
  alternates: { hreflang: string; href: string }[];
  /** Structured data (JSON), in the prerendered HTML only. */
  jsonLd?: string;
}
