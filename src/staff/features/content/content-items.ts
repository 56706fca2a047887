import { staffClient } from '../../lib/staff-client';

/**
 * A content collection's routes under `path` (`/content/posts`, …): one item's address, saving one
 * (a new one has no id yet: POST to the collection; else PUT to its address) and deleting one.
 */
export function contentItems<Input, View>(path: string) {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    one,
    async save(id: string | undefined, item: Input): Promise<View> {
      return id ? (await staffClient.put<View>(one(id), item)).data : (await staffClient.post<View>(path, item)).data;
    },
    async remove(id: string): Promise<void> {
      await staffClient.delete(one(id));
    },
  };
}
