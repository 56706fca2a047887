import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFolderDatabase } from '../../testing/folder-database';
import { PostStore } from './post-store';
import { seedSamplePostsOnce } from './sample-posts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('published posts', () => {
  // Twins share a publication time; their ids are random, so ten data folders make a tie broken
  // by id show up (1 in 1024 to pass by luck).
  it('list a featured post and its twin in the reader’s language first, in every data folder', async () => {
    for (let folder = 0; folder < 10; folder++) {
      const dir = mkdtempSync(join(tmpdir(), 'posts-'));
      folders.push(dir);
      const db = await openFolderDatabase(dir);
      const posts = new PostStore(db);
      seedSamplePostsOnce(db, posts);
      expect(posts.published('en')[0]?.title).toBe('24 Awesome Banner Promotion Ideas');
      expect(posts.published('ne')[0]?.title).toBe('ब्यानर प्रवर्द्धनका २४ उत्कृष्ट उपाय');
      db.close();
    }
  });
});
