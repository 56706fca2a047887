import type { PostCategoriesAnswer, PostCategoryInput, PostCategoryView } from '@schemas/blog-category';
import { staffClient } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const postCategoriesKey = ['content-post-categories'] as const;
const path = '/content/post-categories';
const items = contentItems<PostCategoryInput, PostCategoryView>(path);

export async function fetchPostCategories() {
  return (await staffClient.get<PostCategoriesAnswer>(path)).data.items;
}
export const savePostCategory = items.save;
export const deletePostCategory = items.remove;
export async function movePostCategory({ key, direction }: { key: string; direction: 'up' | 'down' }) {
  return (await staffClient.post<PostCategoriesAnswer>(`${items.one(key)}/move`, { direction })).data.items;
}
