import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeArticleHtml } from './render-markdown';

/** Every element's opening tag in the HTML (escaped text is not an element). */
const tags = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

/** What would run in a reader's browser: a script element, a handler, a script address. */
function live(html: string): string[] {
  return tags(html).filter(
    (tag) =>
      /^<script/i.test(tag) ||
      /\son[a-z]+\s*=/i.test(tag) ||
      /\s(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i.test(tag),
  );
}

const ATTACKS = [
  'Hello <script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<img src="x" onerror="alert(1)">',
  '![a](https://example.org/a.png" onerror="alert(1))',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '<svg><g onload="alert(1)"></g></svg>',
  '<iframe src="https://evil.example"></iframe>',
];

describe('article bodies rendered from Markdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '# Road works\n\nThe **market road** closes.\n\n- Monday\n- Tuesday\n\n[Map](https://example.org/map)',
    );
    expect(html).toContain('<h2>Road works</h2>');
    expect(html).toContain('<strong>market road</strong>');
    expect(html).toContain('<li>Monday</li>');
    expect(html).toContain('<a href="https://example.org/map" rel="noopener noreferrer">Map</a>');
    expect(renderMarkdown('![Plaza](https://example.org/plaza.jpg)')).toBe(
      '<p><img src="https://example.org/plaza.jpg" alt="Plaza" loading="lazy" decoding="async" /></p>\n',
    );
  });

  it('renders a <script>, an onerror= and a javascript: link inert', () => {
    for (const source of ATTACKS) expect(live(renderMarkdown(source)), source).toEqual([]);
    // The script is shown as the text the author typed, not dropped silently.
    expect(renderMarkdown('Hello <script>alert(1)</script>')).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(renderMarkdown('[click](javascript:alert(1))')).not.toContain('<a');
  });

  it('the allow-list alone refuses the same, should the parser let raw HTML through', () => {
    for (const source of ATTACKS) expect(live(sanitizeArticleHtml(source)), source).toEqual([]);
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a rel="noopener noreferrer">click</a>',
    );
    expect(sanitizeArticleHtml('<img src="/x.png" onerror="alert(1)">')).toBe(
      '<img src="/x.png" loading="lazy" decoding="async" />',
    );
    expect(sanitizeArticleHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
  });

  it('keeps a table cell alignment but no other style', () => {
    const html = renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |');
    expect(html).toContain('<th style="text-align:center">a</th>');
    expect(sanitizeArticleHtml('<td style="position:fixed">x</td>')).not.toContain('position');
  });
});
