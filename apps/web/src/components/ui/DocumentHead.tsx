import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/**
 * A page's <title> and description. The app runs on Preact (decision 025), which, unlike
 * React 19, does not lift a <title> rendered inside the page into <head>: a page says its head
 * here instead, and it renders nothing into the page itself, so the server's HTML and the
 * browser's first render stay the same.
 * - On the server, the page's render fills a collector that entry-server.tsx provides; the
 *   first title said wins, as the first <title> in a document does.
 * - In the browser, the head is written once the page is on screen, and a description goes
 *   when its page does, so the next page never shows the last one's.
 */
export interface PageHead {
  title?: string;
  description?: string;
}

const HeadCollector = createContext<PageHead | null>(null);

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
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]') ??
      document.head.appendChild(
        Object.assign(document.createElement('meta'), { name: 'description' }),
      );
    meta.content = description;
    return () => meta.remove();
  }, [description]);

  return null;
}
