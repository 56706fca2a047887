import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typedDb } from '../storage/typed-db';
import { openFolderDatabase } from '../testing/folder-database';
import { tempDir } from '../testing/test-gateway';
import { contentKinds } from './content-kinds';
import { importContent } from './content-folder';
import { EventStore } from './events/event-store';
import { MediaStore } from './media/media-store';
import { PostStore } from './posts/post-store';

const postFile = (fields: Record<string, string>, body = 'Bring your documents.\n') =>
  [
    '---',
    ...Object.entries({
      title: 'Visa tips',
      slug: 'visa-tips',
      lang: 'en',
      date: '2026-01-05T04:15:00.000Z',
      summary: 'What embassies ask.',
      category: 'Career',
      author: 'Asha Poudel',
      cover: '/art/blog/featured.svg',
      cover_alt: 'A student',
      ...fields,
    }).map(([name, value]) => `${name}: ${JSON.stringify(value)}`),
    '---',
    '',
    body,
  ].join('\n');
const eventFile = (fields: Record<string, string>) =>
  [
    '---',
    ...Object.entries({
      title: 'Career fair',
      slug: 'career-fair',
      date: '2026-03-14',
      place: 'Biratnagar',
      ...fields,
    }).map(([name, value]) => `${name}: ${JSON.stringify(value)}`),
    'photos:',
    '  - file: /art/events/event-01.svg',
    '    alt: A stall',
    '    width: 800',
    '    height: 600',
    '---',
    '',
    'Stalls and talks.\n',
  ].join('\n');

/** A folder of these files (path → text). */
function folderOf(files: Record<string, string>) {
  const dir = tempDir('import-checks');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Imports a folder into a data folder (a fresh one unless given); the report and the stored slugs. */
async function importFolder(dir: string, dataDir = tempDir('import-checks-data')) {
  const db = await openFolderDatabase(dataDir);
  const report = await importContent({ db, media: new MediaStore(db, dataDir) }, dir, contentKinds);
  const slugs = {
    posts: new PostStore(db).all().map((post) => `${post.lang}/${post.slug}`),
    events: new EventStore(db).all().map((event) => event.slug),
  };
  db.close();
  return { ...report, slugs, dataDir };
}

describe('content import checks', () => {
  it('reports two files with one slug, naming both, instead of letting the last one win silently', async () => {
    const { failures, outcomes, slugs } = await importFolder(
      folderOf({
        'posts/en/a.md': postFile({ title: 'First' }),
        'posts/en/b.md': postFile({ title: 'Second' }),
        'posts/en/c.md': postFile({ title: 'Third', slug: 'cafe\u0301' }),
        'posts/en/d.md': postFile({ title: 'Fourth', slug: 'caf\u00e9' }),
        'posts/ne/a.md': postFile({ title: 'भिसा सुझाव', lang: 'ne' }),
        'events/one.md': eventFile({}),
        'events/two.md': eventFile({ title: 'Another fair' }),
      }),
    );
    expect(failures).toEqual([
      'posts/en/b.md: slug “visa-tips” (en) is already taken by posts/en/a.md in this import',
      'posts/en/d.md: slug “caf\u00e9” (en) is already taken by posts/en/c.md in this import',
      'events/two.md: slug “career-fair” is already taken by events/one.md in this import',
    ]);
    expect(outcomes.created).toBe(4);
    expect(slugs.posts.sort()).toEqual(['en/caf\u00e9', 'en/visa-tips', 'ne/visa-tips']);
    expect(slugs.events).toEqual(['career-fair']);
  });

  it("applies the editor's rules: 120-character slugs, no control characters, no look-alike letters, real dates", async () => {
    const { failures, outcomes } = await importFolder(
      folderOf({
        'posts/en/long.md': postFile({ slug: 'a'.repeat(5000) }),
        'posts/en/title.md': postFile({ title: 'Visa\u000b tips', slug: 'title' }),
        'posts/en/body.md': postFile({ slug: 'body' }, 'Bring\u0000 your documents.\n'),
        'posts/en/mixed.md': postFile({ slug: 'vis\u0430-tips' }),
        'posts/en/fine.md': postFile({ slug: 'ｆｉｎｅ' }),
        'events/date.md': eventFile({ date: '2026-11-31' }),
        'events/place.md': eventFile({ slug: 'place', place: 'Birat\u000bnagar' }),
      }),
    );
    expect(failures).toEqual([
      'posts/en/body.md: body: remove the invisible control character U+0000 (it comes in with pasted text)',
      'posts/en/long.md: slug: at most 120 characters',
      'posts/en/mixed.md: slug: the Cyrillic letter “\u0430” among Latin letters looks like another letter: write the address in one alphabet',
      'posts/en/title.md: title: remove the invisible control character U+000B (it comes in with pasted text)',
      'events/date.md: date: a date such as 2026-03-14',
      'events/place.md: place: remove the invisible control character U+000B (it comes in with pasted text)',
    ]);
    expect(outcomes.created).toBe(1);
  });

  it('replaces an event stored with a control character before the rule by the clean file', async () => {
    const dir = folderOf({ 'events/one.md': eventFile({}) });
    const { dataDir } = await importFolder(dir);
    const db = await openFolderDatabase(dataDir);
    typedDb(db).run((q) =>
      q.updateTable('content_events').set({ title: 'Career\u000b fair' }).where('slug', '=', 'career-fair'),
    );
    db.close();
    const again = await importFolder(dir, dataDir);
    expect([again.failures, again.outcomes.updated]).toEqual([[], 1]);
    const check = await openFolderDatabase(dataDir);
    expect(new EventStore(check).bySlug('career-fair')?.title).toBe('Career fair');
    check.close();
  });
});
