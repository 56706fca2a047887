import { readFileSync } from 'node:fs';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { sitePages } from './support/site-pages';

const baseURL = inject('baseURL');

/**
 * Why each rule of html-validate:recommended is set otherwise in .htmlvalidate.json (JSON has no
 * comments): each is our markup's documented way; only two rules of mere attribute style are off.
 */
const adjusted: Record<string, string> = {
  'doctype-style': 'index.html is formatted by Prettier, which writes <!doctype html> in lower case',
  'void-style': "Prettier and React's renderer close void elements (<meta />, <img/>): valid HTML either way",
  'attr-case':
    "React's renderer writes some attributes as their DOM names (fetchPriority, hrefLang, autoComplete); HTML ignores case",
  'attribute-boolean-style':
    'off: React\'s renderer writes a true boolean attribute as required="", the head Prettier formats as disabled; the same HTML',
  'attribute-empty-style': 'off: the same two writers, the same two ways (hidden="", crossorigin)',
  'valid-id':
    "React's useId makes the ids of fields and their labels (_R_14_…): HTML allows any id without spaces; the strict form is only CSS-friendliness",
  'tel-non-breaking':
    "a telephone number is kept whole with Tailwind's whitespace-nowrap class (the rule looks only at inline styles)",
  'aria-label-misuse':
    'lists are named (the footer\'s "Social media", the team): ARIA allows a list a name, and tests find them by it',
  'prefer-native-element':
    'two roles only: an album photo is a link to the photo (the album works without JavaScript) that opens the lightbox, so role="button"; ' +
    'the country fields are comboboxes whose listbox filters as one types, which a <select> cannot',
};

describe('html-validate over every page', () => {
  it('sets a rule of html-validate:recommended otherwise only where this file says why', () => {
    const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as { extends: string[]; rules: object };
    expect(config.extends).toEqual(['html-validate:recommended']);
    expect(Object.keys(config.rules).sort()).toEqual(Object.keys(adjusted).sort());
  });

  it('finds no error on any page the sitemap lists, in both languages, nor on the 404 pages', async () => {
    const pages = await sitePages(baseURL);
    expect(pages.size).toBeGreaterThanOrEqual(80);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const found: string[] = [];
    for (const [page, html] of pages) {
      // Named as a file of the repository, so .htmlvalidate.json is the configuration it reads.
      const { results } = await validator.validateString(html, 'page.html');
      for (const { messages } of results)
        for (const { ruleId, message, selector } of messages)
          found.push(`${page}: ${ruleId}: ${message} [${selector}]`);
    }
    console.log(`html-validate: ${pages.size} pages, ${found.length} errors`);
    expect(found).toEqual([]);
  });
});
