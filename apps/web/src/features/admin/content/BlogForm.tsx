import { blogDraftFormSchema, slugify, type AdminBlog } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { useConfirm } from '../../../components/ui/alertContext';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import {
  PartlySavedError,
  useBlogAction,
  usePreviewBlog,
  useSaveBlog,
  useUploadBlogCover,
  type BlogDraft,
  type BlogIntent,
} from '../api/content';
import { useHasRole } from '../api/operator';
import { BlogPreview } from './BlogPreview';
import { CoverPicker, coverProblem, useChosenPicture } from './CoverPicker';
import { RichTextEditor } from './RichTextEditor';
import { StatusPill } from './StatusPill';

const FIELDS = ['blogTitle', 'slugUrl', 'description'] as const;
const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Writing a post: title, address, cover, body; then save it as a draft, preview it as families
 * will see it, and publish it. A published post is edited in place (saved changes show at once)
 * and can be taken back to draft.
 */
export function BlogForm({ post }: { post: AdminBlog | null }) {
  const canWrite = useHasRole('admin');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const save = useSaveBlog();
  const uploadCover = useUploadBlogCover();
  const act = useBlogAction();
  const preview = usePreviewBlog();
  const [pendingCover, choosePendingCover] = useChosenPicture();
  const pendingCoverUrl = pendingCover?.url ?? null;
  const [coverError, setCoverError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<{ description: string; isEmpty: boolean } | null>(
    null,
  );
  const bodyLabelId = useId();
  const bodyErrorId = useId();

  const form = useForm<BlogDraft>({
    resolver: zodResolver(blogDraftFormSchema, undefined, { raw: true }),
    defaultValues: {
      blogTitle: post?.blogTitle ?? '',
      slugUrl: post?.slugUrl ?? '',
      description: post?.description ?? '',
    },
  });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const title = useWatch({ control, name: 'blogTitle' });
  const typedSlug = useWatch({ control, name: 'slugUrl' });
  const made = slugify(title) || 'post';
  const address = typedSlug.trim() || post?.slugUrl || made;
  const published = post?.status === 'published';
  const busy = save.isPending || act.isPending || uploadCover.isPending;

  const showError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    let shown = false;
    for (const field of FIELDS) {
      if (fields[field]) {
        form.setError(field, { message: fields[field] });
        shown = true;
      }
    }
    if (fields.cover) setCoverError(fields.cover);
    if (!shown && !fields.cover) setFormError(userErrorMessage(error, FALLBACK));
  };

  const submit = (intent: BlogIntent) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setCoverError(null);
      try {
        const saved = await save.mutateAsync({
          id: post?.id,
          draft: values,
          cover: post ? null : (pendingCover?.file ?? null),
          intent,
        });
        toast.success(saved.message ?? 'Saved');
        form.reset({ ...values, slugUrl: saved.post.slugUrl });
        if (!post) void navigate(`/admin/blogs/${saved.post.id}`, { replace: true });
      } catch (error) {
        if (error instanceof PartlySavedError) {
          // The draft exists now: carry on from its own page, so a retry does not make another.
          toast.info('The draft was saved, but not everything went through');
          showError(error.cause);
          void navigate(`/admin/blogs/${(error.saved as AdminBlog).id}`, { replace: true });
          return;
        }
        showError(error);
      }
    });

  const chooseCover = (file: File) => {
    const problem = coverProblem(file);
    setCoverError(problem);
    if (problem) return;
    if (!post) {
      choosePendingCover(file);
      return;
    }
    uploadCover.mutate(
      { id: post.id, file },
      {
        onSuccess: (answer) => toast.success(answer.message ?? 'Cover saved'),
        onError: (error) => setCoverError(userErrorMessage(error, FALLBACK)),
      },
    );
  };

  const showPreview = () => {
    setFormError(null);
    if (!canWrite && post) {
      // What is stored is already the server's sanitised HTML.
      setPreviewing({ description: post.description, isEmpty: false });
      return;
    }
    preview.mutate(form.getValues('description'), {
      onSuccess: setPreviewing,
      onError: showError,
    });
  };

  const unpublish = () =>
    post &&
    act.mutate(
      { action: 'unpublish', post },
      {
        onSuccess: (answer) => toast.success(answer.message ?? 'Moved back to drafts'),
        onError: showError,
      },
    );

  const remove = async () => {
    if (!post) return;
    const sure = await confirm(
      `Delete "${post.blogTitle}"? ${published ? 'It disappears from the blog at once. ' : ''}This cannot be undone.`,
      { confirmLabel: 'Delete' },
    );
    if (!sure) return;
    act.mutate(
      { action: 'delete', post },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Post deleted');
          void navigate('/admin/blogs', { replace: true });
        },
        onError: showError,
      },
    );
  };

  const slugField = register('slugUrl');
  return (
    <div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{post ? 'Edit post' : 'New post'}</h1>
        {post ? <StatusPill status={post.status} /> : null}
      </div>
      {!canWrite ? (
        <p className="mt-2 text-sm text-slate-600">Only an admin can change posts.</p>
      ) : null}

      <form
        hidden={previewing !== null}
        noValidate
        onSubmit={(event) => void submit('save')(event)}
        aria-label={post ? 'Edit post' : 'New post'}
        className="mt-4 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <fieldset disabled={!canWrite} className="space-y-5">
          <TextField label="Title" error={errors.blogTitle?.message} {...register('blogTitle')} />
          <TextField
            label="Address"
            optional
            placeholder={post?.slugUrl ?? made}
            hint={
              <>
                Families will find it at <span className="font-mono">/blog/{address}</span>.{' '}
                {post
                  ? published
                    ? 'Changing the address of a published post breaks links to it.'
                    : 'Left empty, the address stays as it is.'
                  : 'Made from the title unless you type one; if another post has it, -2 is added.'}
              </>
            }
            error={errors.slugUrl?.message}
            {...slugField}
            onBlur={(event) => {
              const typed = event.target.value.trim();
              if (typed) setValue('slugUrl', slugify(typed) || typed, { shouldValidate: true });
              return slugField.onBlur(event);
            }}
          />
        </fieldset>

        <CoverPicker
          label="Cover"
          src={pendingCoverUrl ?? post?.cover?.card ?? null}
          onChoose={chooseCover}
          busy={uploadCover.isPending}
          disabled={!canWrite}
          problem={coverError}
          hint={
            post
              ? 'JPEG, PNG or WebP, up to 5 MB; saved as soon as chosen and cut to 16:9.'
              : 'JPEG, PNG or WebP, up to 5 MB; uploaded with the first save and cut to 16:9.'
          }
        />

        <div>
          <p id={bodyLabelId} className="text-sm font-medium text-slate-800">
            Post
          </p>
          <div className="mt-1">
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  initialHtml={field.value}
                  onChange={field.onChange}
                  labelledBy={bodyLabelId}
                  describedBy={fieldState.error ? bodyErrorId : undefined}
                  invalid={Boolean(fieldState.error)}
                  disabled={!canWrite}
                />
              )}
            />
          </div>
          {errors.description?.message ? (
            <p id={bodyErrorId} role="alert" className="mt-1 text-sm text-red-700">
              {errors.description.message}
            </p>
          ) : null}
        </div>

        <InlineAlert message={formError} />

        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          {canWrite ? (
            <Button type="submit" variant={published ? 'primary' : 'secondary'} disabled={busy}>
              {published ? 'Save changes' : 'Save draft'}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={showPreview}
            disabled={preview.isPending || (!canWrite && !post)}
          >
            {preview.isPending ? 'Preparing preview…' : 'Preview'}
          </Button>
          {canWrite && !published ? (
            <Button disabled={busy} onClick={() => void submit('publish')()}>
              Publish
            </Button>
          ) : null}
          {canWrite && published ? (
            <Button variant="secondary" disabled={busy} onClick={unpublish}>
              Unpublish
            </Button>
          ) : null}
          {canWrite && post ? (
            <Button
              variant="ghost"
              className="ml-auto text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </form>

      {previewing ? (
        <BlogPreview
          post={{
            blogTitle: title.trim() || 'Untitled post',
            image: pendingCoverUrl ?? post?.cover?.hero ?? null,
            description: previewing.description,
            // A draft shows the date it would go out with: today.
            publishedAt: post?.publishedAt ?? new Date().toISOString(),
          }}
          isEmpty={previewing.isEmpty}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </div>
  );
}
