import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { site } from '@/config/site';
import { routeHeads } from './route-heads';

type Module = Record<string, unknown>;

const english = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true });
const nepali = import.meta.glob<Module>(['./*.ts', '!./*.test.ts', '!./route-heads.ts'], { eager: true });
const name = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');
const byName = (modules: Record<string, Module>) =>
  new Map(Object.entries(modules).map(([path, module]) => [name(path), module]));
const en = byName(english);
const ne = byName(nepali);

/** English modules with no text a visitor reads (sizes, types, partner names that are proper nouns). */
const languageNeutral = ['art', 'icon-feature', 'legal', 'supporters'];

/** Keys whose values are addresses, ids or machine values: the same in both languages. */
const sameInBoth = new Set([
  'href',
  'src',
  'to',
  'id',
  'slug',
  'imageUrl',
  'imgSrc',
  'dateTime',
  'kind',
  'colour',
  'embedUrl',
  'linkUrl',
  'articleHref',
  'image',
  'type',
  'titleEn',
  'titleNe',
  'duration',
]);

/** Display forms the English page computes in its component and the Nepali content gives ready-made. */
const nepaliOnly = new Set(['dateLabel']);

/** Lookups keyed by stored values or by the language's own words; checked by the tests below instead. */
const lookups = new Set(['options', 'languageCodes', 'priceNames']);

/** English texts the Nepali page keeps as they are: brand and product names, articles in their own language. */
const keptAsIs = new Set([
  site.email,
  ...Object.values(site.socials).map((social) => social.label),
  'KaamSewa',
  'From trainee to team lead in two years',
  'Cooperatives going digital',
  'A nurse who learnt to code',
  'सीमा के पार साझेदारी',
  'बिराटनगरबाट सुरु भएको स्टार्टअप',
  'कम पूंजी में व्यापार कैसे शुरू करें',
]);

/** Every difference in shape between an English value and its Nepali twin, as 'path: problem'. */
function differences(a: unknown, b: unknown, path: string, key = ''): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  if (kind(a) !== kind(b)) return [`${path}: ${kind(a)} in English, ${kind(b)} in Nepali`];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: ${a.length} items in English, ${b.length} in Nepali`];
    return a.flatMap((item, i) => differences(item, b[i], `${path}[${i}]`, key));
  }
  if (kind(a) === 'object' && lookups.has(key)) return [];
  if (kind(a) === 'object') {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
    return [...keys].flatMap((k) => {
      if (!(k in bo)) return [`${path}.${k}: only in English`];
      if (!(k in ao)) return nepaliOnly.has(k) ? [] : [`${path}.${k}: only in Nepali`];
      return differences(ao[k], bo[k], `${path}.${k}`, k);
    });
  }
  if (typeof a === 'string' && typeof b === 'string') {
    if (sameInBoth.has(key) && !a.startsWith('mailto:') && a !== b) return [`${path}: '${b}' should stay '${a}'`];
    if (!sameInBoth.has(key) && a === b && /[A-Za-z]/.test(a) && !keptAsIs.has(a))
      return [`${path}: not translated ('${a}')`];
  }
  return [];
}

describe('Nepali content', () => {
  it('has a Nepali module for every English content module with text, and none without an English one', () => {
    expect([...ne.keys()].filter((module) => !en.has(module))).toEqual([]);
    expect([...en.keys()].filter((module) => !ne.has(module) && !languageNeutral.includes(module))).toEqual([]);
  });

  it.each([...ne.keys()])(
    'ne/%s.ts has every key of the English module, and no other, with the same shape',
    (module) => {
      expect(differences(en.get(module), ne.get(module), module)).toEqual([]);
    },
  );

  it('gives every route a Nepali title and description, and no route that does not exist', () => {
    expect(Object.keys(routeHeads).sort()).toEqual(routeTable.map((route) => route.path).sort());
    for (const head of Object.values(routeHeads)) {
      expect(head.title).toMatch(/[\u0900-\u097F]/);
      expect(head.description).toMatch(/[\u0900-\u097F]/);
      expect(head.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('finds a missing key, an extra key, a shorter list and an untranslated text', () => {
    expect(differences({ a: 'Hello', b: ['x'] }, { b: [] }, 'm')).toEqual([
      'm.a: only in English',
      'm.b: 1 items in English, 0 in Nepali',
    ]);
    expect(differences({ a: 'Hello' }, { a: 'Hello', c: 'नमस्ते' }, 'm')).toEqual([
      "m.a: not translated ('Hello')",
      'm.c: only in Nepali',
    ]);
    expect(differences({ to: '/book' }, { to: '/ne/book' }, 'm')).toEqual(["m.to: '/ne/book' should stay '/book'"]);
  });
});
