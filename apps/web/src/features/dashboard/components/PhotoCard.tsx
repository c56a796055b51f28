import { profilePhotoRules, type SellerKind } from '@care/shared';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Avatar } from '../../../components/ui/Avatar';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { useUploadPhoto } from '../api/profile';
import { errorText } from '../lib/text';

interface PhotoCardProps {
  caregiver: SellerKind;
  name: string;
  /** The current photo or logo at the profile page's size, or null. */
  src: string | null;
}

const MB = 1024 * 1024;

/** A first check on the phone, so nobody waits for a 5 MB upload to be refused. */
export function photoProblem(file: File, t: TFunction): string | null {
  if (!(profilePhotoRules.mimeTypes as readonly string[]).includes(file.type)) {
    return t('dashboard.photo.wrongType');
  }
  if (file.size > profilePhotoRules.maxBytes) {
    return t('dashboard.photo.tooBig', {
      size: (file.size / MB).toFixed(1),
      max: profilePhotoRules.maxBytes / MB,
    });
  }
  return null;
}

/**
 * The photo families see on the caregiver's card and profile (a company's logo): the current
 * one, and the phone's picker (camera or gallery) to change it. It uploads as soon as chosen.
 */
export function PhotoCard({ caregiver, name, src }: PhotoCardProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPhoto(caregiver);
  const [problem, setProblem] = useState<string | null>(null);
  const company = caregiver === 'Company';

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = photoProblem(file, t);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: (envelope) => toast.success(envelope.message ?? t('dashboard.common.saved')),
      onError: (error) => setProblem(errorText(error, t)),
    });
  };

  return (
    <section
      aria-label={company ? t('dashboard.photo.logo') : t('dashboard.photo.photo')}
      className="flex flex-wrap items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <Avatar
        name={name}
        src={src}
        size="profile"
        shape={company ? 'rounded' : 'circle'}
        className="size-24 text-3xl"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          {company ? t('dashboard.photo.introLogo') : t('dashboard.photo.introPhoto')}{' '}
          {t('dashboard.photo.formats')}
        </p>
        <input
          id={inputId}
          type="file"
          accept={profilePhotoRules.accept}
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Cleared, so choosing the same file again after a refusal still uploads it.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50"
        >
          {upload.isPending
            ? t('dashboard.photo.uploading')
            : src
              ? t(company ? 'dashboard.photo.changeLogo' : 'dashboard.photo.changePhoto')
              : t(company ? 'dashboard.photo.addLogo' : 'dashboard.photo.addPhoto')}
        </label>
        <InlineAlert message={problem} className="mt-3" />
      </div>
    </section>
  );
}
