import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBlogs } from '../../../lib/queries/blogs';
import { BlogCard, BlogCardSkeleton } from '../../../components/blog/BlogCard';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';

/** SPEC section 9: 4 blogs on the home page, each with a 70-character snippet. */
export const HOME_BLOG_COUNT = 4;
export const HOME_SNIPPET_LENGTH = 70;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

export function BlogHighlights() {
  const { t } = useTranslation();
  const blogs = useBlogs();
  // SPEC section 8: a failed blog load shows nothing; the section simply stays away.
  if (blogs.isError || blogs.data?.length === 0) return null;
  return (
    <section
      aria-labelledby="blogs-heading"
      className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16"
    >
      <div className="flex items-end justify-between gap-4">
        <h2
          id="blogs-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {t('home.blogs.heading')}
        </h2>
        <Link
          to="/blog"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:text-brand-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('home.blogs.viewAll')}
        </Link>
      </div>
      {blogs.isPending ? (
        <ul aria-hidden="true" className={`mt-6 ${GRID}`}>
          {Array.from({ length: HOME_BLOG_COUNT }, (_, index) => (
            <li key={index}>
              <BlogCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={`mt-6 ${GRID}`}>
          {blogs.data.slice(0, HOME_BLOG_COUNT).map((blog, index) => (
            <li key={blog._id}>
              {/* Links and text: the server's HTML is kept as it is (decision 035). */}
              <KeepServerHtml part={`home-blog-${blog._id}`} inputs={[blog, index]}>
                <BlogCard blog={blog} snippetLength={HOME_SNIPPET_LENGTH} index={index} />
              </KeepServerHtml>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
