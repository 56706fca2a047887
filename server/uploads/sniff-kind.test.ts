import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samples } from '../testing/sample-files';
import { tempDir } from '../testing/test-gateway';
import { extensionAgrees, oneOf, sniffKind } from './sniff-kind';

const dir = tempDir('sniff');
function fileOf(name: string, bytes: Buffer) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('sniffKind', () => {
  it.each(Object.entries(samples))('recognises %s by its bytes, on disk and in memory alike', async (kind, bytes) => {
    const expected = kind === 'zip' || kind === 'svg' || kind === 'exe' ? undefined : kind;
    expect(await sniffKind(fileOf(kind, bytes))).toBe(expected);
    expect(await sniffKind(bytes)).toBe(expected);
  });

  it('tells the content studio’s kinds apart, and each form takes only its own', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    expect(await sniffKind(mp4)).toBe('mp4');
    expect(await sniffKind(gif)).toBe('gif');
    // An SVG that opens with an XML declaration is named; one that does not, like the sample, is not.
    expect(await sniffKind(Buffer.from(`<?xml version="1.0"?>${samples.svg}`))).toBe('markup');
    expect(oneOf(await sniffKind(mp4), ['mp4', 'webm'])).toBe('mp4');
    expect(oneOf(await sniffKind(samples.png), ['mp4', 'webm'])).toBeUndefined();
    expect(oneOf(await sniffKind(samples.pdf), ['jpeg', 'png', 'webp'])).toBeUndefined();
    expect(oneOf(undefined, ['pdf'])).toBeUndefined();
  });

  it('does not trust a name or a near miss', async () => {
    expect(await sniffKind(fileOf('near-pdf', Buffer.from('PDF-1.4 but no percent')))).toBeUndefined();
    expect(await sniffKind(fileOf('near-png', Buffer.from([0x89, 0x50, 0x4e, 0x47])))).toBeUndefined();
    expect(await sniffKind(fileOf('empty', Buffer.alloc(0)))).toBeUndefined();
  });

  it('holds a name to the kind its bytes show', () => {
    expect(extensionAgrees('CV.PDF', 'pdf')).toBe(true);
    expect(extensionAgrees('face.jpeg', 'jpeg')).toBe(true);
    expect(extensionAgrees('cv', 'pdf')).toBe(true);
    expect(extensionAgrees('cv.html', 'pdf')).toBe(false);
    expect(extensionAgrees('cv.docx', 'odt')).toBe(false);
  });
});
