/**
 * Typography for post HTML, scoped to the post: the app has no global prose styles, and the
 * allow-list of tags is small (see apps/api/src/modules/content/sanitize.ts).
 */
const prose = [
  'text-base leading-7 text-slate-700 break-words sm:text-lg sm:leading-8',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-950',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-100 [&_td]:p-2',
].join(' ');

/** The body of a blog post, as the server sends it. */
export function BlogContent({ html }: { html: string }) {
  return (
    <div
      className={prose}
      // Safe only because the API passes every post through an allow-list sanitiser
      // (sanitize-html: text structure, https links and images; no scripts, handlers, styles
      // or javascript:/data: URLs) on its way out. Never render HTML from any other source here.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
