import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { htmlToSnippet } from '../../../lib/text';
import { isNotFound } from '../../../lib/queries/retry';
import { useBlog } from '../../../lib/queries/blogs';
import { BlogContent } from '../components/BlogContent';
import { BlogImage } from '../../../components/blog/BlogImage';
import { formatPublishedDate } from '../../../components/blog/formatDate';

const frame = 'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12';

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-950 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
        <path
          d="M12.5 15 7.5 10l5-5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      All posts
    </Link>
  );
}

export function BlogPostPage() {
  const { slugUrl = '' } = useParams();
  const blog = useBlog(slugUrl);

  if (blog.isError) {
    const missing = isNotFound(blog.error);
    const heading = missing ? 'Blog post not found' : 'We could not load this post';
    return (
      <div className={frame}>
        <title>{`${heading} | CareConnect`}</title>
        <BackToBlog />
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <p className="mt-2 text-slate-600">
            {missing
              ? 'This post may have moved or been taken down.'
              : 'Please check your connection and try again.'}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {missing ? (
              <ButtonLink to="/blog">Read other posts</ButtonLink>
            ) : (
              <Button onClick={() => void blog.refetch()}>Try again</Button>
            )}
          </div>
        </div>
      </div>
    );
  }

  if (!blog.data) {
    return (
      <div className={frame} aria-busy="true">
        <p className="sr-only" role="status">
          Loading...
        </p>
        <Skeleton className="h-11 w-24" />
        <Skeleton className="mt-4 h-5 w-28" />
        <Skeleton className="mt-2 h-9 w-full" />
        <Skeleton className="mt-2 h-9 w-2/3" />
        <Skeleton className="mt-6 aspect-[2/1] w-full rounded-2xl sm:aspect-[3/1]" />
        <div className="mt-8 space-y-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      </div>
    );
  }

  const post = blog.data;
  const published = formatPublishedDate(post.publishedAt);
  return (
    <article className={frame}>
      <title>{`${post.blogTitle} | CareConnect`}</title>
      <meta name="description" content={htmlToSnippet(post.description, 155)} />
      <BackToBlog />
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
      <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center sm:p-8">
        <h2 className="text-lg font-semibold text-brand-950">Need a helping hand at home?</h2>
        <p className="mt-1 text-brand-900">
          Verified caregivers and partner companies near you, booked by the day.
        </p>
        <ButtonLink to="/service" className="mt-4">
          Find care near you
        </ButtonLink>
      </aside>
    </article>
  );
}
