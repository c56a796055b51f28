import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every page the server sends (decision 021): no inline script
 * and no inline style at all, not even a style attribute. What the server itself writes inline
 * (index.html's boot bar, the stylesheet a rendered page carries) is the same for every request
 * of one build, so it is allowed by its hash, and the header stays the same for every request.
 */

/** `'sha256-…'` of the text of each <style> element in `html`, as CSP compares them. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** helmet's directives, with the hashes of the inline styles the server writes. */
export function pageDirectives(styleHashes: Iterable<string>) {
  return {
    defaultSrc: ["'self'"],
    // Razorpay Checkout is loaded on demand by the booking page; nothing else from outside.
    scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...styleHashes],
    // Explicit, though style-src already covers them: an HTML style attribute never applies.
    // (Styles set from script through the CSSOM, as React does after hydration, are not HTML.)
    styleSrcAttr: ["'none'"],
    // blob: is the console's own copy of a seller's PDF, fetched with the operator's token
    // and shown inline for review (a plain URL could not carry the bearer).
    frameSrc: ["'self'", 'blob:', 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
