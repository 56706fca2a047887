import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCategories } from '../../schemas/blog-post';
import { defaultCompanyFacts } from '../../schemas/company';
import type { CompanyFactsAnswer } from '../../schemas/company-facts';
import { typedDb } from '../storage/typed-db';
import { contentCli } from '../testing/content-cli';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let admin: StaffClient;

/** `npm run content -- <args>` against the running gateway's data folder. */
const content = (...args: string[]) => contentCli(gateway.dataDir, ...args);

const markdownIn = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** Twenty posts as a writer would keep them in git: ten English, ten Nepali twins, two drafts. */
async function writeFolder(dir: string) {
  mkdirSync(join(dir, 'posts/en'), { recursive: true });
  mkdirSync(join(dir, 'posts/ne'), { recursive: true });
  mkdirSync(join(dir, 'posts/media'), { recursive: true });
  for (let i = 1; i <= 10; i += 1) {
    const day = String(i).padStart(2, '0');
    const category = postCategories[i % postCategories.length];
    for (const lang of ['en', 'ne'] as const) {
      const slug = lang === 'en' ? `study-tip-${i}` : `अध्ययन-सुझाव-${i}`;
      const twin = lang === 'en' ? `अध्ययन-सुझाव-${i}` : `study-tip-${i}`;
      const cover = `media/${lang}-${slug}.jpg`;
      const photo = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: i * 20, g: 90, b: lang === 'en' ? 40 : 200 } },
      })
        .jpeg()
        .toBuffer();
      writeFileSync(join(dir, 'posts', cover), photo);
      // The first English post shows a photo in its body, kept beside the cover.
      const bodyImage = i === 1 && lang === 'en' ? `\n![A classroom in Biratnagar](media/en-${slug}.1.png)\n` : '';
      if (bodyImage)
        writeFileSync(
          join(dir, 'posts/media', `en-${slug}.1.png`),
          await sharp({
            create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
          })
            .png()
            .toBuffer(),
        );
      const lines = [
        '---',
        `title: ${lang === 'en' ? `Study tip number ${i}` : `अध्ययन सुझाव ${i}`}`,
        `slug: ${slug}`,
        `lang: ${lang}`,
        `date: 2026-01-${day}T04:15:00.000Z`,
        `summary: ${lang === 'en' ? `A short tip, number ${i}, for students.` : `विद्यार्थीका लागि छोटो सुझाव ${i}।`}`,
        `category: ${category}`,
        `author: ${lang === 'en' ? 'Asha Poudel' : 'आशा पौडेल'}`,
        `cover: ${cover}`,
        `cover_alt: ${lang === 'en' ? `Photo ${i}` : `तस्बिर ${i}`}`,
        ...(i === 1 ? ['featured: true'] : []),
        ...(i >= 9 ? ['draft: true'] : []),
        `twin: ${twin}`,
        '---',
        '',
        `## ${lang === 'en' ? 'The tip' : 'सुझाव'}\n\nParagraph with **bold** and a [link](https://example.com).\n${bodyImage}`,
      ];
      writeFileSync(join(dir, 'posts', lang, `${slug}.md`), lines.join('\n'));
    }
  }
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
});

/** The facts the running gateway serves to the back office (and renders every page with). */
const facts = async () => ((await (await admin.call('GET', '/settings/company')).json()) as CompanyFactsAnswer).facts;
afterAll(() => gateway.close());

describe('npm run content', () => {
  const source = tempDir('content-source');
  const exported = tempDir('content-export');

  it(
    'imports a folder of 20 posts while the gateway runs; the next page load shows them',
    { timeout: 240_000 },
    async () => {
      await writeFolder(source);
      const { stdout } = await content('import', source);
      expect(stdout).toContain('20 created, 0 updated, 0 unchanged');
      const feed = await (await fetch(`${gateway.url}/blog/feed.xml`)).text();
      for (let i = 1; i <= 8; i += 1) expect(feed).toContain(`<title>Study tip number ${i}</title>`);
      expect(feed).not.toContain('Study tip number 9');
      expect(await (await fetch(`${gateway.url}/ne/blog/feed.xml`)).text()).toContain('अध्ययन सुझाव 8');
      // The body's photo went through the image pipeline and is linked where the site serves it.
      const { body } = typedDb(gateway.app.database).first((q) =>
        q.selectFrom('content_posts').select('body').where('slug', '=', 'study-tip-1'),
      )!;
      const linked = /!\[A classroom in Biratnagar\]\((\/images\/[0-9a-f]{32}-640\.png)\)/.exec(body)?.[1];
      expect(linked, body).toBeDefined();
      const served = await fetch(`${gateway.url}${linked}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      const twin = await fetch(`${gateway.url}/sitemap.xml`);
      expect(await twin.text()).toContain(
        `hreflang="ne" href="https://www.digitalbridge.com.np/ne/blog/${encodeURIComponent('अध्ययन-सुझाव-3')}"`,
      );
    },
  );

  it('is idempotent: the same folder again changes nothing', async () => {
    const { stdout } = await content('import', source);
    expect(stdout).toContain('0 created, 0 updated, 20 unchanged');
  });

  it('exports Markdown byte-identical to what was imported, covers included', async () => {
    await content('export', exported);
    const files = markdownIn(join(exported, 'posts')).filter((file) => /study-tip|अध्ययन/.test(file));
    expect(files).toEqual(markdownIn(join(source, 'posts')));
    for (const file of files)
      expect(readFileSync(join(exported, 'posts', file), 'utf8'), file).toBe(
        readFileSync(join(source, 'posts', file), 'utf8'),
      );
    const cover = await sharp(readFileSync(join(exported, 'posts/media/en-study-tip-1.jpg'))).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['jpeg', 900, 600]);
    const inBody = await sharp(readFileSync(join(exported, 'posts/media/en-study-tip-1.1.png'))).metadata();
    expect([inBody.format, inBody.width, inBody.height, inBody.hasAlpha]).toEqual(['png', 640, 480, true]);
    // The samples shipped with a fresh gateway come out too, marked as such.
    expect(readFileSync(join(exported, 'posts/en/banner-promotion-ideas.md'), 'utf8')).toContain('sample: true');
  });

  it('applies an edited file and reports a bad one without stopping the rest', async () => {
    const edited = join(source, 'posts/en/study-tip-2.md');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('Study tip number 2', 'Study tip number two'));
    const bad = join(source, 'posts/en/broken.md');
    writeFileSync(bad, '---\ntitle: Broken\nslug: broken\nlang: en\ndate: yesterday\n---\n\nBody');
    const svg = join(source, 'posts/en/svg-cover.md');
    writeFileSync(
      svg,
      readFileSync(join(source, 'posts/en/study-tip-3.md'), 'utf8')
        .replace('slug: study-tip-3', 'slug: svg-cover')
        .replace(/cover: .*/, 'cover: media/evil.svg'),
    );
    writeFileSync(join(source, 'posts/media/evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const escape = join(source, 'posts/en/escape.md');
    writeFileSync(
      escape,
      readFileSync(join(source, 'posts/en/study-tip-4.md'), 'utf8')
        .replace('slug: study-tip-4', 'slug: escape')
        .concat('\n![passwords](../../../../etc/passwd)\n'),
    );
    const svgInBody = join(source, 'posts/en/svg-body.md');
    writeFileSync(
      svgInBody,
      readFileSync(join(source, 'posts/en/study-tip-5.md'), 'utf8')
        .replace('slug: study-tip-5', 'slug: svg-body')
        .concat('\n![logo](media/evil.svg)\n'),
    );
    const failed = await content('import', source).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain('0 created, 1 updated, 19 unchanged');
    expect(failed.stderr).toContain('Not imported: posts/en/broken.md: date:');
    expect(failed.stderr).toContain('Not imported: posts/en/svg-cover.md: SVG images are not accepted');
    expect(failed.stderr).toContain('Not imported: posts/en/escape.md: body image ../../../../etc/passwd: ');
    expect(failed.stderr).toContain('is outside the posts folder');
    expect(failed.stderr).toContain(
      'Not imported: posts/en/svg-body.md: body image media/evil.svg: SVG images are not accepted',
    );
    expect(await (await fetch(`${gateway.url}/blog/feed.xml`)).text()).toContain('Study tip number two');
  });

  it('carries the company facts as settings/company.md: the running gateway serves an edited phone at once (audited), and it comes back out byte-identical', async () => {
    const shipped = readFileSync(join(exported, 'settings/company.md'), 'utf8');
    expect(shipped).toMatch(/^---\n[\s\S]*\nphone: \+977 21-590 123\n[\s\S]*\n---\n/);
    const folder = tempDir('content-facts');
    mkdirSync(join(folder, 'settings'));
    writeFileSync(
      join(folder, 'settings/company.md'),
      shipped.replace('phone: +977 21-590 123', 'phone: +977 21-555 777'),
    );
    const { stdout } = await content('import', folder);
    expect(stdout).toContain('0 created, 1 updated, 0 unchanged');
    expect((await facts()).phone).toBe('+977 21-555 777');
    expect((await content('import', folder)).stdout).toContain('0 created, 0 updated, 1 unchanged');
    const again = tempDir('content-facts-export');
    await content('export', again);
    expect(readFileSync(join(again, 'settings/company.md'), 'utf8')).toBe(
      readFileSync(join(folder, 'settings/company.md'), 'utf8'),
    );
    expect(
      typedDb(gateway.app.database).all((q) =>
        q.selectFrom('staff_audit').select(['actor_name', 'detail']).where('action', '=', 'changed company facts'),
      ),
    ).toEqual([{ actor_name: 'Content import', detail: 'phone' }]);
  });

  it("refuses a wrong fact with the editor's message and keeps the stored ones", async () => {
    const folder = tempDir('content-facts-bad');
    mkdirSync(join(folder, 'settings'));
    writeFileSync(join(folder, 'settings/company.md'), '---\nphone: call us\nx: https://x.com.evil.example/a\n---\n');
    writeFileSync(join(folder, 'settings/other.md'), '---\nphone: +977 1 4000000\n---\n');
    const failed = await content('import', folder).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stderr).toContain('Not imported: settings/company.md: phone: Phone: digits, spaces and dashes only');
    expect(failed.stderr).toContain('Not imported: settings/other.md: the settings folder holds only company.md');
    expect(await facts()).toMatchObject({ phone: '+977 21-555 777', x: defaultCompanyFacts.x });
  });

  it('names the files it does not read and why, and exits 1 when it imported nothing', async () => {
    const folder = tempDir('content-misplaced');
    const post = (slug: string) =>
      `---\ntitle: Misplaced\nslug: ${slug}\nlang: en\ndate: 2026-01-05T04:15:00.000Z\nsummary: S\ncategory: Career\ncover: /art/blog/featured.svg\ncover_alt: A\n---\n\nBody.\n`;
    writeFileSync(join(folder, 'misplaced.md'), post('misplaced'));
    mkdirSync(join(folder, 'blog'));
    writeFileSync(join(folder, 'blog/also.md'), post('also'));
    const failed = await content('import', folder).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain('0 created, 0 updated, 0 unchanged');
    const folders = 'posts/, events/, testimonials/, settings/, videos/, openings/';
    expect(failed.stderr.split('\n').filter((line) => line.startsWith('Skipped: '))).toEqual([
      `Skipped: blog/also.md: not read, as it is in none of the folders an import reads (${folders})`,
      `Skipped: misplaced.md: not read, as it is in none of the folders an import reads (${folders})`,
    ]);
    expect(failed.stderr).toContain(`Nothing was imported from ${folder}`);
  });

  it("says what is wrong in the writer's words, and takes a post with no author as the company's", async () => {
    const folder = tempDir('content-words');
    mkdirSync(join(folder, 'posts/en'), { recursive: true });
    const head = (slug: string) =>
      `---\ntitle: Words\nslug: ${slug}\nlang: en\ndate: 2026-01-05T04:15:00.000Z\nsummary: S\ncover: /art/blog/featured.svg\ncover_alt: A\n`;
    writeFileSync(join(folder, 'posts/en/no-category.md'), `${head('no-category')}---\n\nBody.\n`);
    writeFileSync(join(folder, 'posts/en/odd-category.md'), `${head('odd-category')}category: News\n---\n\nBody.\n`);
    writeFileSync(
      join(folder, 'posts/en/featured-text.md'),
      `${head('featured-text')}category: Career\nfeatured: very\n---\n\nBody.\n`,
    );
    writeFileSync(join(folder, 'posts/en/no-author.md'), `${head('no-author')}category: Career\n---\n\nBody.\n`);
    const failed = await content('import', folder).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain('1 created, 0 updated, 0 unchanged');
    expect(failed.stderr.split('\n').filter((line) => line.startsWith('Not imported: '))).toEqual([
      'Not imported: posts/en/featured-text.md: featured: should be true or false',
      'Not imported: posts/en/no-category.md: category: required',
      'Not imported: posts/en/odd-category.md: category: should be one of: Health, Lifestyle, Career, Entertainment, Technology',
    ]);
    const listed = (await (await admin.call('GET', '/content/posts')).json()) as {
      items: { slug: string; authorName: string }[];
    };
    expect(listed.items.find((item) => item.slug === 'no-author')?.authorName).toBe((await facts()).name);
  });
});
