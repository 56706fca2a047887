import { describe, expect, it } from 'vitest';
import { sniffFileKind } from './sniff-file-kind';
import { samples } from '../testing/sample-files';

describe('sniffFileKind', () => {
  it.each(Object.entries(samples))('recognises %s by its bytes', (kind, bytes) => {
    expect(sniffFileKind(bytes, bytes)).toBe(kind === 'zip' || kind === 'svg' || kind === 'exe' ? undefined : kind);
  });

  it('does not trust a name or a near miss', () => {
    expect(sniffFileKind(Buffer.from('PDF-1.4 but no percent'), Buffer.alloc(0))).toBeUndefined();
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(0))).toBeUndefined();
    expect(sniffFileKind(Buffer.alloc(0), Buffer.alloc(0))).toBeUndefined();
  });
});
