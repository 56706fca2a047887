import { describe, expect, it } from 'vitest';
import { hostileMarkdown as hostile } from '../../testing/hostile-markdown';
import { renderMarkdown } from './render-markdown';

const ownImage = '/images/0123456789abcdef0123456789abcdef-800.jpg';

/** What must never reach a visitor's page, whatever the input. */
function harmful(html: string): string[] {
  const found: string[] = [];
  const tags = [...html.matchAll(/<\s*([a-z0-9]+)([^>]*)>/gi)];
  for (const [tag, name, attributes] of tags) {
    if (
      /^(script|svg|math|iframe|object|embed|form|input|style|link|meta|base|details|video|source|noscript|body|div|b)$/i.test(
        name,
      )
    )
      found.push(tag);
    if (/\son\w+\s*=/i.test(attributes)) found.push(tag);
    if (/style\s*=/i.test(attributes) && !/^\s*style="text-align:(left|right|center)"$/.test(attributes))
      found.push(tag);
    const url = /\s(?:href|src)="([^"]*)"/i.exec(attributes)?.[1];
    if (
      url &&
      /^\s*(javascript|vbscript|data|file):/i.test([...url.replace(/&#?\w+;/g, '')].filter((c) => c > ' ').join(''))
    )
      found.push(tag);
    if (/^img$/i.test(name) && !/\ssrc="\/images\/[0-9a-f]{32}-\d+\.(avif|webp|jpg|png)"/.test(attributes))
      found.push(tag);
    if (/^a$/i.test(name) && /href="https?:/i.test(attributes) && !/rel="noopener"/.test(attributes)) found.push(tag);
  }
  if (html.includes('<!--')) found.push('comment');
  return found;
}

describe('post Markdown', () => {
  it.each(hostile)('renders %j harmless', (source) => {
    const html = renderMarkdown(source);
    expect(harmful(html)).toEqual([]);
  });

  it('has at least 40 hostile cases', () => expect(hostile.length).toBeGreaterThanOrEqual(40));

  it('keeps what writers use: headings, emphasis, lists, quotes, code, tables, own images, links', () => {
    const html = renderMarkdown(
      [
        '# Big title',
        '## Section',
        'Some *emphasis*, **strong** and `code`.',
        '- one\n- two',
        '> a quote',
        `![A class in Biratnagar](${ownImage})`,
        '[Our services](/services) and [a partner](https://example.com/page).',
      ].join('\n\n'),
      { image: () => ({ id: 'x', width: 800, height: 600, widths: [800], fallback: 'jpg' }) },
    );
    expect(html).toContain('<h2>Big title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain(
      `<img src="${ownImage}" alt="A class in Biratnagar" loading="lazy" decoding="async" width="800" height="600" />`,
    );
    expect(html).toContain('<a href="/services">Our services</a>');
    expect(html).toContain('<a href="https://example.com/page" rel="noopener">a partner</a>');
  });

  it('shows pasted HTML as text, so nothing typed is lost', () => {
    expect(renderMarkdown('Use <b>bold</b> here')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; here</p>\n');
  });
});
