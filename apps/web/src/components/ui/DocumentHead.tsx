import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/**
 * A page's <title> and description. The app runs on Preact (decision 025), which, unlike
 * React 19, does not lift a <title> rendered inside the page into <head>: a page says its head
 * here instead, and it renders nothing into the page itself, so the server's HTML and the
 * browser's first render stay the same.
 * - On the server, the page's render fills a collector that entry-server.tsx provides; the
 *   first title said wins, as the first <title> in a document does.
 * - In the browser, the title is written as the page commits. A page's description is an
 *   element of its own, marked `data-page-head` (the server marks the one it renders the same
 *   way), and goes when its page does, leaving index.html's site-wide description to the rest.
 */
export interface PageHead {
  title?: string;
  description?: string;
}

const HeadCollector = createContext<PageHead | null>(null);

/** Marks the head elements a page adds, on the server and in the browser. */
export const PAGE_HEAD = 'data-page-head';

export function HeadCollectorProvider({ head, children }: { head: PageHead; children: ReactNode }) {
  return <HeadCollector.Provider value={head}>{children}</HeadCollector.Provider>;
}

export function DocumentHead({ title, description }: { title: string; description?: string }) {
  const collector = useContext(HeadCollector);
  if (collector) {
    collector.title ??= title;
    if (description !== undefined) collector.description ??= description;
  }

  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useLayoutEffect(() => {
    if (description === undefined) return;
    // The server's copy of this page's description, if any, is taken over by this one.
    document.head.querySelectorAll(`meta[${PAGE_HEAD}]`).forEach((old) => old.remove());
    const meta = Object.assign(document.createElement('meta'), { name: 'description' });
    meta.setAttribute(PAGE_HEAD, '');
    meta.content = description;
    document.head.append(meta);
    return () => meta.remove();
  }, [description]);

  return null;
}
