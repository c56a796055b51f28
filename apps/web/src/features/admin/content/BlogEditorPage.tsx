import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAdminBlog } from '../api/content';
import { BlogForm } from './BlogForm';

const backLink =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:text-brand-950';

/** A new post (/admin/blogs/new) or one being edited (/admin/blogs/{id}). */
export function BlogEditorPage() {
  const { id } = useParams();
  const blog = useAdminBlog(id);

  return (
    <div>
      <Link to="/admin/blogs" className={backLink}>
        ← All posts
      </Link>
      {!id ? (
        <BlogForm post={null} />
      ) : blog.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-slate-200 bg-white p-6">
          <h1 className="text-xl font-bold">
            {blog.error instanceof ApiError && blog.error.status === 404
              ? 'This post no longer exists'
              : 'The post could not be loaded'}
          </h1>
          <p className="mt-1 text-slate-600">{blog.error.message}</p>
        </div>
      ) : !blog.data ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        // Keyed, so moving from one post to another starts the form afresh.
        <BlogForm key={blog.data.id} post={blog.data} />
      )}
    </div>
  );
}
