import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clientSideLinkTarget } from './clientSideLink';
import { claimServerPart, KEPT_PART_ATTRIBUTE } from './serverParts';

interface Props {
  /** Unique on the page: the server's HTML names the part by it (serverParts.ts). */
  part: string;
  /**
   * What the part shows depends on, besides the reader's language (always counted): while these
   * are the values it was taken over with, the server's HTML stays.
   */
  inputs: readonly unknown[];
  children: ReactNode;
}

interface Kept {
  inputs: readonly unknown[];
  language: string;
  html: { readonly __html: string };
}

/**
 * A part of a server-rendered page that has nothing to take over but its links (a list's card,
 * the footer): the app keeps the server's HTML as it is instead of running the part's
 * components to draw it again and match it, a turn of work per card on a list (decision 035).
 * A click on one of its links still navigates inside the app. When an input or the language
 * changes, the part is drawn by the app from then on, like any other.
 */
export function KeepServerHtml({ part, inputs, children }: Props) {
  const navigate = useNavigate();
  // The reader's language, straight from i18next (lib/i18n would tie this module to the app's
  // i18n setup, and the build would then split that setup off into a chunk of its own).
  const { language } = useTranslation().i18n;
  const [kept, setKept] = useState<Kept | null>(() => {
    const element = claimServerPart(part);
    return element ? { inputs, language, html: serverHtmlOf(element) } : null;
  });
  const keep = kept !== null && kept.language === language && sameValues(kept.inputs, inputs);
  // Once changed, never kept again: the server's HTML is gone from the page by then.
  if (kept && !keep) setKept(null);
  if (keep) {
    return (
      <div
        className="contents"
        {...{ [KEPT_PART_ATTRIBUTE]: part }}
        onClick={(event) => {
          const to = clientSideLinkTarget(event);
          if (to === null) return;
          event.preventDefault();
          void navigate(to);
        }}
        // While Preact takes a page over, it keeps an element's children as they are when the
        // element has inner HTML, and does not read that HTML (decision 035).
        dangerouslySetInnerHTML={kept.html}
      />
    );
  }
  return (
    <div className="contents" {...{ [KEPT_PART_ATTRIBUTE]: part }}>
      {children}
    </div>
  );
}

/**
 * The element's HTML, read only if asked for. Preact asks only when it draws the element
 * itself, which it does not while taking the page over; should it ever (a part it could not
 * match), the part is drawn with the server's own HTML rather than left empty.
 */
function serverHtmlOf(element: Element): { readonly __html: string } {
  let html: string | undefined;
  return {
    get __html() {
      html ??= element.innerHTML;
      return html;
    },
  };
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
