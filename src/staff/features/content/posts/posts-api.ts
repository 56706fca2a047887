import type { PostInput, PostStateChange, PostView } from '@schemas/blog-post';
import { staffClient } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const postsKey = ['content-posts'] as const;
export const postKey = (id: string) => ['content-post', id] as const;
export const revisionsKey = (id: string) => ['content-post-revisions', id] as const;

const items = contentItems<PostInput, PostView>('/content/posts');
const { one } = items;

export async function fetchPosts() {
  return (await staffClient.get<{ items: PostView[] }>('/content/posts')).data.items;
}
export async function fetchPost(id: string) {
  return (await staffClient.get<PostView>(one(id))).data;
}
export const savePost = items.save;
export async function changeState(id: string, change: PostStateChange) {
  return (await staffClient.post<PostView>(`${one(id)}/state`, change)).data;
}
export const deletePost = items.remove;
export async function deleteSamples() {
  return (await staffClient.post<{ deleted: number }>('/content/posts/delete-samples')).data;
}
export async function fetchRevisions(id: string) {
  return (
    await staffClient.get<{ items: { id: number; savedAt: string; savedBy: string; title: string }[] }>(
      `${one(id)}/revisions`,
    )
  ).data.items;
}
export async function restoreRevision(id: string, revision: number) {
  return (await staffClient.post<PostView>(`${one(id)}/revisions/${revision}/restore`)).data;
}
export async function renderBody(body: string) {
  return (await staffClient.post<{ html: string }>('/content/posts/render', { body })).data.html;
}
