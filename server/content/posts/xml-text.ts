/**
 * What XML 1.0 cannot hold at all, even escaped: C0 controls other than tab, line feed and carriage
 * return, lone surrogates, U+FFFE and U+FFFF. The schemas refuse them in new text; older stored text
 * may still have one, and a single one makes a whole feed unreadable.
 */
const notXml = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text and attribute values inside XML (feeds, the sitemap), without the characters XML cannot hold. */
export const xmlText = (text: string) =>
  text.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
