import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samples } from '../testing/sample-files';
import { tempDir } from '../testing/test-gateway';
import { extensionAgrees, sniffFileKind } from './sniff-file-kind';

const dir = tempDir('sniff');
function fileOf(name: string, bytes: Buffer) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('sniffFileKind', () => {
  it.each(Object.entries(samples))('recognises %s by its bytes', async (kind, bytes) => {
    expect(await sniffFileKind(fileOf(kind, bytes))).toBe(
      kind === 'zip' || kind === 'svg' || kind === 'exe' ? undefined : kind,
    );
  });

  it('does not trust a name or a near miss', async () => {
    expect(await sniffFileKind(fileOf('near-pdf', Buffer.from('PDF-1.4 but no percent')))).toBeUndefined();
    expect(await sniffFileKind(fileOf('near-png', Buffer.from([0x89, 0x50, 0x4e, 0x47])))).toBeUndefined();
    expect(await sniffFileKind(fileOf('empty', Buffer.alloc(0)))).toBeUndefined();
  });

  it('holds a name to the kind its bytes show', () => {
    expect(extensionAgrees('CV.PDF', 'pdf')).toBe(true);
    expect(extensionAgrees('face.jpeg', 'jpeg')).toBe(true);
    expect(extensionAgrees('cv', 'pdf')).toBe(true);
    expect(extensionAgrees('cv.html', 'pdf')).toBe(false);
    expect(extensionAgrees('cv.docx', 'odt')).toBe(false);
  });
});
