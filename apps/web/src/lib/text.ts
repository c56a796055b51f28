const ELLIPSIS = '...';

/**
 * Cuts `text` to `maxLength` characters and marks the cut with '...' (SPEC section 9: names on
 * cards cut to 15 or 12 characters, blog snippets to 70). Text that already fits is returned
 * as it is. Counts code points, so a cut never splits an emoji or other astral character.
 */
export function truncate(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}

// Closing a block element (or a line break) ends a word even when no whitespace follows it:
// "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|ul|ol|blockquote|figcaption|td|th|tr)>|<br\s*\/?>/gi;

/** Elements whose content is never read as text, and comments. */
const UNREAD = /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-zA-Z][^>]*>/g;

/*
 * The entities blog HTML carries: the API stores it through sanitize-html, which writes text
 * with &amp; &lt; &gt; &quot; only; a few more and numeric ones cover HTML typed elsewhere. A
 * full HTML5 table (13 kB compressed) would ride on every public page for the rest.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
};
const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]+));/g;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The readable text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed.
 * Plain string work, no DOM: the server renders blog cards too, and both must read the same.
 * The text is shown by React as text, so nothing in it can become markup or run.
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, (boundary) => `${boundary} `);
  const text = decodeEntities(spaced.replace(UNREAD, '').replace(TAG, ''));
  return text.replace(/\s+/g, ' ').trim();
}

/** A plain-text preview of blog HTML, cut to `maxLength` characters plus '...'. */
export function htmlToSnippet(html: string, maxLength: number): string {
  return truncate(htmlToText(html), maxLength);
}
