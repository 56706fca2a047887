import { seedOnce } from '../../settings/seed-once';
import type { Db } from '../../storage/db';
import { PostCategoryStore, type StoredPostCategory } from './post-category-store';

/**
 * The spec's five categories as the blog had them built in: their keys are the values posts
 * already store, so no post is rewritten; the Nepali names are the ones the Nepali pages showed.
 */
const builtIn: StoredPostCategory[] = [
  { key: 'Health', name: 'Health', nameNe: 'स्वास्थ्य' },
  { key: 'Lifestyle', name: 'Lifestyle', nameNe: 'जीवनशैली' },
  { key: 'Career', name: 'Career', nameNe: 'करियर' },
  { key: 'Entertainment', name: 'Entertainment', nameNe: 'मनोरञ्जन' },
  { key: 'Technology', name: 'Technology', nameNe: 'प्रविधि' },
];

/**
 * Seeds the built-in categories once per data folder (the gateway at start, a post's import before
 * it reads them); a deletion or a rename is never undone.
 */
export function seedPostCategoriesOnce(db: Db) {
  seedOnce(db, 'post_categories_seeded', () => new PostCategoryStore(db).seed(builtIn));
}
