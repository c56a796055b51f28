import {
  adminContentContracts as calls,
  contentImageFields,
  type AdminBanner,
  type AdminBlog,
  type AdminBlogQueryInput,
  type BlogDraftForm,
  type CreateBannerInput,
  type UpdateBannerInput,
} from '@care/shared';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api';
import { call, callForResponse } from '../../../lib/call';
import { currentLanguage } from '../../../lib/i18n';
import { blogKeys } from '../../../lib/queries/blogs';
import { adminKeys } from './keys';

const contentKey = [...adminKeys.all, 'content'] as const;
export const contentKeys = {
  blogs: (filter: object) => [...contentKey, 'blogs', filter] as const,
  blog: (id: string) => [...contentKey, 'blog', id] as const,
  banners: [...contentKey, 'banners'] as const,
};

/** The public reads the home page and /blog make; see refreshPublicCopies. */
const PUBLIC_READS = ['/Careconnect/blog/getAllTrue', '/Careconnect/banner/getAllTrue'];
/** The home page's banner query (features/home/api/banners.ts), which this feature cannot import. */
const HOME_BANNERS_KEY = ['banners'] as const;

/**
 * After a change families can see: the server has already dropped its copies; this drops the
 * ones in this tab, so the operator checking the home page or /blog sees the change at once.
 * The browser may keep public reads for a minute (Cache-Control), so they are fetched again
 * with `cache: 'reload'`, which also replaces the browser's stored copy.
 */
function refreshPublicCopies(queryClient: QueryClient, slugUrl?: string) {
  const paths = slugUrl
    ? [...PUBLIC_READS, `/Careconnect/blog/getBySlug/${slugUrl}`]
    : PUBLIC_READS;
  for (const path of paths) {
    fetch(apiUrl(path), {
      cache: 'reload',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    }).catch(() => undefined);
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: blogKeys.all }),
    queryClient.invalidateQueries({ queryKey: HOME_BANNERS_KEY }),
  ]);
}

/** After any change: the console's lists, the audit log, and what families see. */
function afterChange(queryClient: QueryClient, slugUrl?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKey }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
    refreshPublicCopies(queryClient, slugUrl),
  ]);
}

export function useAdminBlogs(filter: AdminBlogQueryInput) {
  return useQuery({
    queryKey: contentKeys.blogs(filter),
    queryFn: ({ signal }) => call(calls.getBlogs, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBlog(id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.blog(id ?? 'new'),
    queryFn: ({ signal }) => call(calls.getBlog, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });
}

/** The form's words: what a new post or an edit sends. */
export type BlogDraft = BlogDraftForm;

export type BlogIntent = 'save' | 'publish';

export interface SaveBlogInput {
  /** Absent for a new post. */
  id?: string;
  draft: BlogDraft;
  /** A new post's cover, chosen before it had an id; an existing post's uploads at once. */
  cover?: File | null;
  /** `publish` also publishes; `save` keeps the status the post has (a new one: a draft). */
  intent: BlogIntent;
}

/**
 * Something new was created (a post, a banner), but a later step (its picture, publishing)
 * failed: the caller carries on from what was saved instead of creating it again.
 */
export class PartlySavedError<T> extends Error {
  constructor(
    readonly saved: T,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'Saved, but not everything went through');
  }
}

const coverForm = (file: File) => {
  const body = new FormData();
  body.append(contentImageFields.blogCover.field, file);
  return body;
};

/**
 * Saves a post. A new one is created as a draft first, then gets its cover, and only then is
 * published, so families never see it without the cover the operator chose. Answers the saved
 * post and the server's words for what happened.
 */
export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      draft,
      cover,
      intent,
    }: SaveBlogInput): Promise<{ post: AdminBlog; message?: string }> => {
      if (id) {
        const saved = await callForResponse(calls.updateBlog, {
          params: { id },
          body: { ...draft, ...(intent === 'publish' ? { status: 'published' as const } : {}) },
        });
        return { post: saved.data, message: saved.message };
      }
      const created = await callForResponse(calls.createBlog, {
        body: { ...draft, status: 'draft' },
      });
      let post = created.data;
      try {
        if (cover) {
          post = await call(calls.uploadBlogCover, {
            params: { id: post.id },
            body: coverForm(cover),
          });
        }
        if (intent !== 'publish') return { post, message: created.message };
        const published = await callForResponse(calls.publishBlog, {
          params: { id: post.id },
          body: {},
        });
        return { post: published.data, message: published.message };
      } catch (error) {
        throw new PartlySavedError<AdminBlog>(post, error);
      }
    },
    onSuccess: ({ post }) => queryClient.setQueryData(contentKeys.blog(post.id), post),
    onSettled: (result, error) =>
      afterChange(
        queryClient,
        result?.post.slugUrl ??
          (error instanceof PartlySavedError ? (error.saved as AdminBlog).slugUrl : undefined),
      ),
  });
}

export function useUploadBlogCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      callForResponse(calls.uploadBlogCover, { params: { id }, body: coverForm(file) }),
    onSettled: (result) => afterChange(queryClient, result?.data.slugUrl),
  });
}

/** Publish, unpublish or delete one post. */
export function useBlogAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      post,
      reason,
    }: {
      action: 'publish' | 'unpublish' | 'delete';
      post: { id: string; slugUrl: string };
      reason?: string;
    }) => {
      const input = { params: { id: post.id }, body: reason ? { reason } : {} };
      if (action === 'publish') return callForResponse(calls.publishBlog, input);
      if (action === 'unpublish') return callForResponse(calls.unpublishBlog, input);
      return callForResponse(calls.deleteBlog, input);
    },
    onSettled: (_result, _error, { post }) => afterChange(queryClient, post.slugUrl),
  });
}

/** The editor's HTML as the server would keep it: what the preview shows. */
export function usePreviewBlog() {
  return useMutation({
    mutationFn: (description: string) => call(calls.previewBlog, { body: { description } }),
  });
}

export function useAdminBanners() {
  return useQuery({
    queryKey: contentKeys.banners,
    queryFn: ({ signal }) => call(calls.getBanners, {}, { signal }),
  });
}

export type BannerChange =
  | { kind: 'create'; body: CreateBannerInput; image?: File | null }
  | { kind: 'update'; id: string; body: UpdateBannerInput; image?: File | null }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: string }
  | { kind: 'reorder'; ids: string[] };

/**
 * Every change to the banners, as one mutation: the list is refetched after each, and the
 * home page's copies are dropped. A picture chosen in the form goes up after the words.
 */
export function useBannerChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BannerChange): Promise<{ message?: string }> => {
      const imageOf = async (banner: AdminBanner, image?: File | null) => {
        if (!image) return;
        const body = new FormData();
        body.append(contentImageFields.bannerImage.field, image);
        await call(calls.uploadBannerImage, { params: { id: banner.id }, body });
      };
      switch (change.kind) {
        case 'create': {
          const made = await callForResponse(calls.createBanner, { body: change.body });
          try {
            await imageOf(made.data, change.image);
          } catch (error) {
            throw new PartlySavedError<AdminBanner>(made.data, error);
          }
          return made;
        }
        case 'update': {
          const saved = await callForResponse(calls.updateBanner, {
            params: { id: change.id },
            body: change.body,
          });
          await imageOf(saved.data, change.image);
          return saved;
        }
        case 'reorder':
          return callForResponse(calls.reorderBanners, { body: { ids: change.ids } });
        case 'activate':
          return callForResponse(calls.activateBanner, { params: { id: change.id }, body: {} });
        case 'deactivate':
          return callForResponse(calls.deactivateBanner, { params: { id: change.id }, body: {} });
        case 'delete':
          return callForResponse(calls.deleteBanner, { params: { id: change.id }, body: {} });
      }
    },
    onSettled: () => afterChange(queryClient),
  });
}
