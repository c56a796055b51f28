import type { Blog } from '@care/shared';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { Skeleton } from '../ui/Skeleton';
import { htmlToSnippet } from '../../lib/text';
import { BlogImage } from './BlogImage';
import { formatPublishedDate } from './formatDate';

interface BlogCardProps {
  blog: Blog;
  /** SPEC section 9: 70 characters on the home page. */
  snippetLength: number;
  index?: number;
  /** Fetch the cover at once, at high priority: for the first card of a page only. */
  eager?: boolean;
}

const frame =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

/** A post in a list: the whole card is one link to /blog/{slugUrl}. */
export function BlogCard({ blog, snippetLength, index = 0, eager = false }: BlogCardProps) {
  const published = formatPublishedDate(blog.publishedAt, useLanguage());
  return (
    <article className="h-full">
      <Link
        to={`/blog/${blog.slugUrl}`}
        className={`${frame} group transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      >
        <BlogImage src={blog.image} index={index} eager={eager} />
        <div className="flex flex-1 flex-col p-4">
          <p className="h-5 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {published ? <time dateTime={blog.publishedAt ?? undefined}>{published}</time> : null}
          </p>
          <h3 className="mt-1 line-clamp-2 h-12 text-base leading-6 font-semibold text-slate-900 group-hover:text-brand-800">
            {blog.blogTitle}
          </h3>
          <p className="mt-2 line-clamp-3 min-h-15 text-sm leading-5 text-slate-600">
            {htmlToSnippet(blog.description, snippetLength)}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** Stands in for a BlogCard while loading, at the same size. */
export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className={frame}>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-1 h-12 w-full" />
        <Skeleton className="mt-2 h-15 w-full" />
      </div>
    </div>
  );
}
