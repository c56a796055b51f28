import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { htmlToSnippet } from '../../../lib/text';
import { isNotFound } from '../../../lib/queries/retry';
import { useBlog } from '../../../lib/queries/blogs';
import { BlogArticle } from '../../../components/blog/BlogArticle';
import { useLanguage } from '../../../lib/i18n';
import { DocumentHead } from '../../../components/ui/DocumentHead';

const frame = 'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12';

function BackToBlog() {
  const { t } = useTranslation();
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
      {t('blog.post.allPosts')}
    </Link>
  );
}

export function BlogPostPage() {
  const { slugUrl = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const blog = useBlog(slugUrl);

  if (blog.isError) {
    const missing = isNotFound(blog.error);
    const heading = missing ? t('blog.post.notFound') : t('blog.post.loadFailed');
    return (
      <div className={frame}>
        <DocumentHead title={t('blog.post.pageTitle', { title: heading })} />
        <BackToBlog />
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <p className="mt-2 text-slate-600">
            {missing ? t('blog.post.movedOrRemoved') : t('blog.post.checkConnection')}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {missing ? (
              <ButtonLink to="/blog">{t('blog.post.readOther')}</ButtonLink>
            ) : (
              <Button onClick={() => void blog.refetch()}>{t('blog.post.tryAgain')}</Button>
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
          {t('blog.post.loading')}
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
  return (
    <article className={frame}>
      <DocumentHead
        title={t('blog.post.pageTitle', { title: post.blogTitle })}
        description={htmlToSnippet(post.description, 155)}
      />
      <BackToBlog />
      <BlogArticle post={post} language={language} />
      <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center sm:p-8">
        <h2 className="text-lg font-semibold text-brand-950">{t('blog.post.helpHeading')}</h2>
        <p className="mt-1 text-brand-900">{t('blog.post.helpText')}</p>
        <ButtonLink to="/service" className="mt-4">
          {t('blog.post.findCare')}
        </ButtonLink>
      </aside>
    </article>
  );
}
