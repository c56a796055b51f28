/*
 * The parts of a server-rendered page that the app keeps as the server drew them
 * (<KeepServerHtml>, decision 035).
 *
 * Before the takeover, `collectServerParts` notes each such part the HTML holds, by its name.
 * A part claims its element once, while it is being taken over; whatever renders it afterwards
 * (a client-side navigation, a new card arriving with fresh data) finds nothing to claim and
 * renders as usual. So the server's HTML is kept only where it really is on the page.
 */

/** The attribute that names a kept part in the HTML. */
export const KEPT_PART_ATTRIBUTE = 'data-kept';

const serverParts = new Map<string, Element>();

/** Notes the kept parts that `root`'s server HTML holds; called just before the takeover. */
export function collectServerParts(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${KEPT_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(KEPT_PART_ATTRIBUTE);
    if (name) serverParts.set(name, element);
  }
}

/** The server's element for the part named `name`, once: a second claim finds nothing. */
export function claimServerPart(name: string): Element | undefined {
  const element = serverParts.get(name);
  serverParts.delete(name);
  return element;
}

/**
 * Forgets the parts not claimed yet: the page has moved on (a client-side navigation) or has
 * been taken over whole, and what renders now is drawn by the app.
 */
export function forgetServerParts(): void {
  serverParts.clear();
}
