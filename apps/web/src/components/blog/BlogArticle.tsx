import type { Blog, Language } from '@care/shared';
import { BlogContent } from './BlogContent';
import { BlogImage } from './BlogImage';
import { formatPublishedDate } from './formatDate';

export type BlogArticlePost = Pick<Blog, 'blogTitle' | 'image' | 'description' | 'publishedAt'>;

/**
 * A post as families read it: its date, title, cover and body. The public post page shows it,
 * and the operator's console previews a draft with it, so what the operator checks before
 * publishing is exactly what goes out.
 */
export function BlogArticle({ post, language }: { post: BlogArticlePost; language: Language }) {
  const published = formatPublishedDate(post.publishedAt, language);
  return (
    <>
      <header className="mt-4">
        {published ? (
          <p className="text-sm font-medium text-slate-500">
            <time dateTime={post.publishedAt ?? undefined}>{published}</time>
          </p>
        ) : null}
        <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
          {post.blogTitle}
        </h1>
      </header>
      <BlogImage
        src={post.image}
        className="mt-6 rounded-2xl"
        placeholderAspect="aspect-[2/1] sm:aspect-[3/1]"
        size="hero"
        eager
      />
      <div className="mt-8">
        <BlogContent html={post.description} />
      </div>
    </>
  );
}
