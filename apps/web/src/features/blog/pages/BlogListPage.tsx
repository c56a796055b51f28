import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { useBlogs } from '../../../lib/queries/blogs';
import { BlogCard, BlogCardSkeleton } from '../../../components/blog/BlogCard';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';

/** A longer preview than the home page's 70 characters: the list has room to say more. */
const LIST_SNIPPET_LENGTH = 150;
const SKELETON_CARDS = 6;
const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function BlogListPage() {
  const { t } = useTranslation();
  const blogs = useBlogs();
  return (
    <Page title={t('blog.list.title')} lead={t('blog.list.lead')}>
      {blogs.isPending ? (
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <BlogCardSkeleton />
            </li>
          ))}
        </ul>
      ) : blogs.isError ? (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="font-semibold text-slate-900">{t('blog.list.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void blogs.refetch()}>
            {t('blog.list.tryAgain')}
          </Button>
        </div>
      ) : blogs.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('blog.list.none')}
        </p>
      ) : (
        <ul className={GRID}>
          {blogs.data.map((blog, index) => (
            <li key={blog._id}>
              {/* Links and text: the server's HTML is kept as it is (decision 035). */}
              <KeepServerHtml part={`blog-${blog._id}`} inputs={[blog, index]}>
                <BlogCard
                  blog={blog}
                  snippetLength={LIST_SNIPPET_LENGTH}
                  index={index}
                  // The first cover is the largest thing a phone shows first: fetched at once.
                  eager={index === 0}
                />
              </KeepServerHtml>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
