import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The jar only: the package's install script, which would download a Java, is not allowed to run (package.json).
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  page: string;
  type: 'error' | 'info';
  subType?: string;
  message: string;
  /** The source around the place it names, as the checker quotes it. */
  extract: string;
  /** The 300 characters before that place, for telling a library's stylesheet from ours. */
  before: string;
}

/**
 * Checks each page's HTML with the Nu HTML Checker (the W3C's, run locally from the vnu-jar
 * package on Debian's Java: scripts/ensure-validators.sh), one Java start for them all.
 */
export async function nuCheck(pages: Map<string, string>): Promise<NuMessage[]> {
  const folder = mkdtempSync(join(tmpdir(), 'nu-'));
  try {
    const files = [...pages].map(([page, html], i) => {
      const file = join(folder, `${i}.html`);
      writeFileSync(file, html);
      return { page, file };
    });
    const linesOf = new Map([...pages].map(([page, html]) => [page, html.split('\n')]));
    const pageOf = new Map(files.map(({ page, file }) => [`file:${file}`, page]));
    // The checker exits 1 when it found errors; its report goes to stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failed: { stderr?: string; code?: number }) => {
      if (failed.code !== 1 || !failed.stderr) throw failed;
      return { stderr: failed.stderr };
    });
    const report = JSON.parse(stderr) as {
      messages: {
        url: string;
        type: NuMessage['type'];
        subType?: string;
        message: string;
        extract?: string;
        lastLine?: number;
        lastColumn?: number;
      }[];
    };
    return report.messages.map(({ url, type, subType, message, extract = '', lastLine = 1, lastColumn = 1 }) => {
      const page = pageOf.get(url) ?? url;
      const at = linesOf.get(page)?.[lastLine - 1] ?? '';
      return { page, type, subType, message, extract, before: at.slice(Math.max(0, lastColumn - 300), lastColumn) };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
