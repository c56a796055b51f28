import { useEffect, useRef } from 'react';
import { BlogArticle, type BlogArticlePost } from '../../../components/blog/BlogArticle';
import { Button } from '../../../components/ui/Button';
import { useLanguage } from '../../../lib/i18n';

interface BlogPreviewProps {
  /** The post as the server would keep it: its HTML already through the sanitiser. */
  post: BlogArticlePost;
  /** Nothing readable is left: say so, since such a post cannot be published. */
  isEmpty: boolean;
  onClose: () => void;
}

/**
 * The post exactly as families will read it at /blog/{address}: the public page's own
 * component, with the HTML the server would store. Shown in place of the form, which keeps its
 * words meanwhile.
 */
export function BlogPreview({ post, isEmpty, onClose }: BlogPreviewProps) {
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="preview-heading" className="mt-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3">
        <h2
          id="preview-heading"
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-brand-950"
        >
          Preview
        </h2>
        <p className="text-sm text-brand-900">This is how families will see the post.</p>
        <Button variant="secondary" className="ml-auto" onClick={onClose}>
          Back to editing
        </Button>
      </div>
      {isEmpty ? (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          The post has nothing to read yet. Write it before publishing.
        </p>
      ) : null}
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white">
        <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
          <BlogArticle post={post} language={language} />
        </article>
      </div>
    </section>
  );
}
