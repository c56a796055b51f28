import sanitizeHtml from 'sanitize-html';

/**
 * Blog HTML is written by operators and shown to every family, so it passes an allow-list:
 * text structure, links and images only. Scripts, event handlers, styles and javascript: or
 * data: links never survive, whatever the input.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the site safely; images load lazily on slow connections.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * Whether sanitised post HTML says nothing a family could read or see: an editor left empty
 * still sends `<p></p>`, and a post of blank paragraphs must not be published.
 */
export function blogHtmlIsEmpty(html: string): boolean {
  if (/<img\b[^>]*\ssrc="/i.test(html)) return false;
  const words = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return words.replace(/&nbsp;|&#160;|\s/g, '') === '';
}
