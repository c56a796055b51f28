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

/** The readable text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, (boundary) => `${boundary} `);
  // A DOMParser document is inert: its scripts never run and its images never load.
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** A plain-text preview of blog HTML, cut to `maxLength` characters plus '...'. */
export function htmlToSnippet(html: string, maxLength: number): string {
  return truncate(htmlToText(html), maxLength);
}
