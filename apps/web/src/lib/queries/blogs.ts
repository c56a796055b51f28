import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../call';
import { retryTransientErrors } from './retry';

/** Posts change rarely; a family reading on a slow connection should not download them twice. */
const BLOG_STALE_TIME = 5 * 60_000;

export const blogKeys = {
  all: ['blogs'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (slugUrl: string) => [...blogKeys.all, 'detail', slugUrl] as const,
};

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/content').then((module) => module.contentContracts),
);

export async function fetchBlogs(signal?: AbortSignal) {
  return call((await calls()).getAllTrueBlogs, {}, { signal });
}

export async function fetchBlog(slugUrl: string, signal?: AbortSignal) {
  return call((await calls()).getBlogBySlug, { params: { slugUrl } }, { signal });
}

export function blogsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => fetchBlogs(signal),
    staleTime: BLOG_STALE_TIME,
    retry: retryTransientErrors,
  });
}

export function blogQueryOptions(slugUrl: string) {
  return queryOptions({
    queryKey: blogKeys.detail(slugUrl),
    queryFn: ({ signal }) => fetchBlog(slugUrl, signal),
    staleTime: BLOG_STALE_TIME,
    retry: retryTransientErrors,
  });
}

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}

/**
 * One post. Opened from a list, the post the list already holds shows at once (the list
 * carries the full description) while the post itself is fetched.
 */
export function useBlog(slugUrl: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...blogQueryOptions(slugUrl),
    placeholderData: () =>
      queryClient
        .getQueryData(blogsQueryOptions().queryKey)
        ?.find((blog) => blog.slugUrl === slugUrl),
  });
}
