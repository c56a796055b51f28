import type { AdminBlogQueryInput, AdminBlogSummary, BlogStatus } from '@care/shared';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ButtonLink } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/alertContext';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAdminBlogs, useBlogAction } from '../api/content';
import { useHasRole } from '../api/operator';
import { SegmentTabs } from '../components/SegmentTabs';
import { formatInstant } from '../components/formatting';
import { StatusPill } from './StatusPill';

type StatusView = BlogStatus | 'all';
const VIEWS: { value: StatusView; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
];

const cell = 'px-3 py-2 align-middle';

/** Every post, draft or published, with what can be done to each; paged on the server. */
export function BlogsPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as BlogStatus | null) ?? undefined;
  const search = params.get('search') ?? '';
  const filter: AdminBlogQueryInput = {
    status,
    search: search || undefined,
    page: Number(params.get('page') ?? '1') || 1,
  };
  const blogs = useAdminBlogs(filter);
  const canWrite = useHasRole('admin');

  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const searchFor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    choose({ search: words || undefined });
  };

  return (
    <section aria-labelledby="blogs-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="blogs-heading" className="text-2xl font-bold">
          Blog posts
        </h1>
        {canWrite ? (
          <ButtonLink to="/admin/blogs/new" className="ml-auto">
            New post
          </ButtonLink>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Drafts stay here; published posts show on the home page and at /blog at once.
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SegmentTabs
          label="Which posts"
          options={VIEWS}
          value={status ?? 'all'}
          onChange={(value) => choose({ status: value === 'all' ? undefined : value })}
          controls="blog-table"
        />
        <form role="search" onSubmit={searchFor} className="flex gap-2" key={search}>
          <label className="sr-only" htmlFor="blog-search">
            Search posts
          </label>
          <input
            id="blog-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="Title or address"
            className="min-h-11 w-56 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold"
          >
            Search
          </button>
        </form>
      </div>

      <div id="blog-table" className="mt-4">
        {blogs.isError ? (
          <p role="alert" className="text-red-700">
            {blogs.error.message}
          </p>
        ) : !blogs.data ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : blogs.data.blogs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            No posts here yet.
          </p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">Blog posts</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className={cell}>
                      Title
                    </th>
                    <th scope="col" className={cell}>
                      Address
                    </th>
                    <th scope="col" className={cell}>
                      Status
                    </th>
                    <th scope="col" className={cell}>
                      Published
                    </th>
                    <th scope="col" className={cell}>
                      Last changed
                    </th>
                    <th scope="col" className={cell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {blogs.data.blogs.map((post) => (
                    <BlogRow key={post.id} post={post} canWrite={canWrite} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4">
              <Pagination
                label="Blog post pages"
                page={blogs.data.pagination.page}
                totalPages={blogs.data.pagination.totalPages}
                disabled={blogs.isPlaceholderData}
                onPageChange={(page) => choose({ page: String(page) })}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function BlogRow({ post, canWrite }: { post: AdminBlogSummary; canWrite: boolean }) {
  const act = useBlogAction();
  const confirm = useConfirm();
  const published = post.status === 'published';

  const run = (action: 'publish' | 'unpublish' | 'delete') =>
    act.mutate(
      { action, post },
      {
        onSuccess: (answer) => toast.success(answer.message ?? 'Done'),
        onError: (error) => toast.error(error.message),
      },
    );
  const remove = async () => {
    const sure = await confirm(
      `Delete "${post.blogTitle}"? ${published ? 'It disappears from the blog at once. ' : ''}This cannot be undone.`,
      { confirmLabel: 'Delete' },
    );
    if (sure) run('delete');
  };

  return (
    <tr>
      <td className={`${cell} font-medium`}>
        <Link
          to={`/admin/blogs/${post.id}`}
          className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline"
        >
          {post.blogTitle}
        </Link>
      </td>
      <td className={`${cell} font-mono text-xs text-slate-600`}>/blog/{post.slugUrl}</td>
      <td className={cell}>
        <StatusPill status={post.status} />
      </td>
      <td className={`${cell} text-slate-600`}>
        {post.publishedAt ? formatInstant(post.publishedAt) : '—'}
      </td>
      <td className={`${cell} text-slate-600`}>{formatInstant(post.updatedAt)}</td>
      <td className={`${cell} text-right whitespace-nowrap`}>
        {canWrite ? (
          <>
            <button
              type="button"
              disabled={act.isPending}
              onClick={() => run(published ? 'unpublish' : 'publish')}
              aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.blogTitle}`}
              className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {published ? 'Unpublish' : 'Publish'}
            </button>
            <button
              type="button"
              disabled={act.isPending}
              onClick={() => void remove()}
              aria-label={`Delete ${post.blogTitle}`}
              className="min-h-11 rounded-lg px-3 font-semibold text-red-700 hover:bg-red-50"
            >
              Delete
            </button>
          </>
        ) : null}
      </td>
    </tr>
  );
}
