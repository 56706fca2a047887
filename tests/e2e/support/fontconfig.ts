import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment for a browser on a device without some of this machine's fonts (an iPhone or a
 * Windows PC has no Noto Sans Devanagari): the system's fontconfig, with the font files whose names
 * match `glob` refused.
 */
export function withoutSystemFonts(glob: string): Record<string, string> {
  const file = join(mkdtempSync(join(tmpdir(), 'fontconfig-')), 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><glob>${glob}</glob></rejectfont></selectfont>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: file };
}
