import { describe, expect, it } from 'vitest';
import { htmlToSnippet, htmlToText, truncate } from './text';

describe('truncate', () => {
  it('cuts a provider name to 15 characters plus ...', () => {
    expect(truncate('Vikram Singh Rathore', 15)).toBe('Vikram Singh Ra...');
  });

  it('cuts a company name to 12 characters plus ...', () => {
    expect(truncate('Matru Seva Newborn Care', 12)).toBe('Matru Seva N...');
  });

  it('leaves text that fits exactly or is shorter untouched', () => {
    expect(truncate('Exactly fifteen', 15)).toBe('Exactly fifteen');
    expect(truncate('Meena', 15)).toBe('Meena');
    expect(truncate('', 12)).toBe('');
  });

  it('drops a space left at the cut instead of showing "Word ..."', () => {
    expect(truncate('Kilkari Kids Day Care', 13)).toBe('Kilkari Kids...');
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Tea &amp; <strong>biscuits</strong>\n\n  at  four</p>')).toBe(
      'Tea & biscuits at four',
    );
  });

  it('keeps words apart across block boundaries and line breaks', () => {
    expect(htmlToText('<h2>One</h2><p>Two</p><ul><li>Three</li><li>Four</li></ul>a<br>b')).toBe(
      'One Two Three Four a b',
    );
  });

  it("reads no comment, script or style as text; decodes what the API's sanitizer writes and numeric entities, and leaves an unknown one as written", () => {
    expect(
      htmlToText(
        '<!-- note --><style>p{}</style><p>Caf&#233; &#x20B9;500 &lt;b&gt; &quot;ok&quot; &copy;</p><script>x()</script>',
      ),
    ).toBe('Café ₹500 <b> "ok" &copy;');
  });

  it('never runs script or keeps its markup', () => {
    expect(htmlToText('<p>Hi</p><img src=x onerror="alert(1)">')).toBe('Hi');
  });
});

describe('htmlToSnippet', () => {
  it('cuts the text of a post at 70 characters plus ...', () => {
    const html = `<p>${'a'.repeat(50)}</p><p>${'b'.repeat(50)}</p>`;
    const snippet = htmlToSnippet(html, 70);
    expect(snippet).toBe(`${'a'.repeat(50)} ${'b'.repeat(19)}...`);
    expect(snippet.length).toBe(73);
  });

  it('does not add ... to a short post', () => {
    expect(htmlToSnippet('<p>Short &lt;b&gt; post</p>', 70)).toBe('Short <b> post');
  });
});
