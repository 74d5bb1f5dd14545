import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is escaped by the parser, and what it produces passes an allow-list
// after: an LGU account that is taken over (or a pasted snippet) must not put script in front
// of every reader. Two layers, because a parser bug alone would otherwise be enough.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    's',
    'blockquote',
    'code',
    'pre',
    'hr',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // What transformTags adds must be listed too: attributes are checked after it runs.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Markdown tables align their cells with a style: only that one property, only these values.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  // No javascript:, data: or vbscript: address survives, in a link or an image.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link to another site must not reach the portal's page through window.opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // Body images load only when scrolled to (the cover is the page's one eager image).
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy', decoding: 'async' }),
  },
} satisfies sanitizeHtml.IOptions;

/** HTML reduced to the allow-list: no script, no event handler, no javascript: address. */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, ALLOWED);

/** An article body in Markdown as HTML that is safe to put in the page (allow-listed). */
export function renderMarkdown(source: string): string {
  // A level-1 heading would compete with the article's title: the body's start at level 2.
  return sanitizeArticleHtml(markdown.render(source).replace(/<(\/?)h1>/g, '<$1h2>'));
}
