import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text';

describe('xmlText', () => {
  it('escapes markup and drops the characters XML 1.0 cannot hold, keeping every other one', () => {
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(xmlText('Visa\u000b tips\u0000\u001f\ufffe\uffff\ud800-\udc00x\ud800\udc00')).toBe(
      'Visa tips-x\ud800\udc00',
    );
    expect(xmlText('tab\tline\ncr\r नेपाल 👩🏽‍💻 \u0085\ufffd')).toBe('tab\tline\ncr\r नेपाल 👩🏽‍💻 \u0085\ufffd');
  });
});
