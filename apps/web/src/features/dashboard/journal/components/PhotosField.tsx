import { JOURNAL_LIMITS, type JournalPhoto, type SellerKind } from '@care/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../../components/ui/InlineAlert';
import { errorText } from '../../lib/text';
import { useUploadJournalPhoto } from '../api/journal';

/** What the API takes; anything else (a PDF, a phone's HEIC) is refused here first. */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

interface PhotosFieldProps {
  caregiver: SellerKind;
  bookingId: string;
  /** The photos already attached (a correction's), as thumbnails. */
  initial: JournalPhoto[];
  onChange: (photoIds: string[]) => void;
}

/**
 * Up to 3 photos: the camera (or the gallery) opens, each photo uploads as soon as it is chosen
 * (privately, resized on the server) and the entry then carries its id; each can be removed.
 */
export function PhotosField({ caregiver, bookingId, initial, onChange }: PhotosFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadJournalPhoto(caregiver, bookingId);
  const [photos, setPhotos] = useState<JournalPhoto[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (next: JournalPhoto[]) => {
    setPhotos(next);
    onChange(next.map((photo) => photo.id));
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!photoTypes.includes(file.type)) {
      setProblem(t('caregiverJournal.form.notImage'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (photo) => update([...photos, photo]),
      onError: (error) => setProblem(errorText(error, t)),
    });
  };

  return (
    <div>
      {photos.length ? (
        <ul className="mb-3 flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('caregiverJournal.form.photoAlt', { number: index + 1 })}
                width={photo.width}
                height={photo.height}
                className="size-24 rounded-xl border border-slate-200 object-cover"
              />
              <button
                type="button"
                aria-label={t('caregiverJournal.form.removePhoto', { number: index + 1 })}
                onClick={() => update(photos.filter((item) => item.id !== photo.id))}
                className="absolute -top-2 -right-2 inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-lg text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < JOURNAL_LIMITS.photos ? (
        <>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className="peer sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Cleared, so the same photo can be chosen again after a refusal.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-brand-50"
          >
            {upload.isPending
              ? t('caregiverJournal.form.uploading')
              : t('caregiverJournal.form.addPhoto')}
          </label>
        </>
      ) : null}
      <InlineAlert message={problem} className="mt-3" />
    </div>
  );
}
