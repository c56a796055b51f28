import { describe, expect, it } from 'vitest';
import type { MouseEvent } from 'react';
import { clientSideLinkTarget } from './clientSideLink';

/** A click on the link `html` holds, as React hands it to a handler on the link's container. */
function clickOn(html: string, init: Partial<MouseEvent<Element>> = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const target = container.querySelector('span') ?? container.querySelector('a');
  return clientSideLinkTarget({
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target,
    currentTarget: container,
    ...init,
  } as MouseEvent<Element>);
}

describe('which clicks the app follows itself', () => {
  it('a plain click on one of the site’s links, wherever inside it, with its query and hash', () => {
    expect(clickOn('<a href="/provider/1?from=2026-12-01#reviews"><span>Asha</span></a>')).toBe(
      '/provider/1?from=2026-12-01#reviews',
    );
  });

  it('not a click the browser should handle: a new tab or window, a download, another site', () => {
    expect(clickOn('<a href="/blog">Blog</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/blog">Blog</a>', { metaKey: true })).toBeNull();
    expect(clickOn('<a href="/blog">Blog</a>', { shiftKey: true })).toBeNull();
    expect(clickOn('<a href="/blog">Blog</a>', { button: 1 })).toBeNull();
    expect(clickOn('<a href="/blog" target="_blank">Blog</a>')).toBeNull();
    expect(clickOn('<a href="/receipt.pdf" download>Receipt</a>')).toBeNull();
    expect(clickOn('<a href="https://example.org/">Elsewhere</a>')).toBeNull();
    expect(clickOn('<a href="/blog">Blog</a>', { defaultPrevented: true })).toBeNull();
  });

  it('not a click outside any link', () => {
    expect(clickOn('<p><span>Text</span></p>')).toBeNull();
  });
});
