import { bannerFormSchema, type AdminBanner, type BannerForm } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { CheckboxRow } from '../../../components/ui/CheckboxRow';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextField } from '../../../components/ui/TextField';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import { PartlySavedError, useBannerChange } from '../api/content';
import { CoverPicker, coverProblem, useChosenPicture } from './CoverPicker';

const FIELDS = ['title', 'subtitle', 'link'] as const;

interface BannerDialogProps {
  /** The banner being edited; null adds a new one. */
  banner: AdminBanner | null;
  open: boolean;
  onClose: () => void;
}

/** Adds or edits a banner: its words, where it leads, its picture, and (new) whether it shows. */
export function BannerDialog({ banner, open, onClose }: BannerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={banner ? 'Edit banner' : 'Add banner'}
      description="Banners show on the home page, in the order of the list."
    >
      <BannerFormBody banner={banner} onDone={onClose} />
    </Dialog>
  );
}

function BannerFormBody({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const change = useBannerChange();
  const [chosen, chooseImage] = useChosenPicture();
  const image = chosen?.file ?? null;
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BannerForm>({
    resolver: zodResolver(bannerFormSchema, undefined, { raw: true }),
    defaultValues: {
      title: banner?.title ?? '',
      subtitle: banner?.subtitle ?? '',
      link: banner?.link ?? '',
      isActive: banner?.isActive ?? true,
    },
  });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async ({ isActive, ...words }) => {
    setFormError(null);
    try {
      const answer = await change.mutateAsync(
        banner
          ? { kind: 'update', id: banner.id, body: words, image }
          : { kind: 'create', body: { ...words, isActive }, image },
      );
      toast.success(answer.message ?? 'Banner saved');
      onDone();
    } catch (error) {
      if (error instanceof PartlySavedError) {
        // The banner exists now; its picture can be added by editing it.
        toast.warn(`The banner was added, but not its image: ${userErrorMessage(error.cause)}`);
        onDone();
        return;
      }
      const fields = serverFieldErrors(error);
      const known = FIELDS.filter((field) => fields[field]);
      for (const field of known) form.setError(field, { message: fields[field] });
      if (fields.image) setImageError(fields.image);
      if (known.length === 0 && !fields.image) {
        setFormError(userErrorMessage(error, 'Something went wrong. Please try again.'));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
      <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextField
        label="Subtitle"
        optional
        error={errors.subtitle?.message}
        {...form.register('subtitle')}
      />
      <TextField
        label="Link"
        optional
        placeholder="/service or https://…"
        hint="A page of this site (starting with /) or a web address."
        error={errors.link?.message}
        {...form.register('link')}
      />
      {banner ? null : (
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <CheckboxRow checked={field.value} onChange={field.onChange}>
              Show on the home page
            </CheckboxRow>
          )}
        />
      )}
      <CoverPicker
        label="Banner image"
        src={chosen?.url ?? banner?.image?.card ?? null}
        onChoose={(file) => {
          const problem = coverProblem(file);
          setImageError(problem);
          if (!problem) chooseImage(file);
        }}
        problem={imageError}
        hint="Optional. JPEG, PNG or WebP, up to 5 MB; saved with the banner and cut to 16:9."
      />
      <InlineAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : banner ? 'Save banner' : 'Add banner'}
        </Button>
      </div>
    </form>
  );
}
