import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');
// sitemap.xsd is sitemaps.org's own; this one adds the hreflang alternates its wildcard lets in.
const schema = resolve('tests/e2e/support/sitemap-alternates.xsd');

/** xmllint's complaints about `xml` against the sitemap schema (libxml2-utils, scripts/ensure-validators.sh). */
async function schemaErrors(xml: string): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'sitemap-'));
  try {
    const file = join(folder, 'sitemap.xml');
    writeFileSync(file, xml);
    // xmllint exits 3 when the file does not validate; its findings go to stderr either way.
    const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', schema, file]).catch(
      (failed: { stderr?: string; code?: number }) => {
        if (failed.code !== 3 || !failed.stderr) throw failed;
        return { stderr: failed.stderr };
      },
    );
    return stderr
      .split('\n')
      .filter((line) => line.startsWith(`${file}:`))
      .map((line) => line.replace(`${file}:`, 'line '));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the sitemap against the sitemaps.org schema', () => {
  it('validates, every page with its language alternates and the posts with their last change', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="x-default"');
    expect(sitemap).toContain('</loc><lastmod>');
    expect(await schemaErrors(sitemap)).toEqual([]);
  });

  it('is what refuses a sitemap out of order, so the first test cannot pass on a schema that checks nothing', async () => {
    const wrong =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      '<url><loc>https://example.com/</loc><xhtml:link rel="alternate" hreflang="ne" href="https://example.com/ne/" /><lastmod>2024-13-01</lastmod></url>\n</urlset>\n';
    expect(await schemaErrors(wrong)).toEqual([
      "line 3: element lastmod: Schemas validity error : Element '{http://www.sitemaps.org/schemas/sitemap/0.9}lastmod': This element is not expected.",
    ]);
  });
});
