import type { JournalPhoto } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

interface EntryPhotosProps {
  photos: JournalPhoto[];
  /** Names the photos for screen readers, e.g. 'Tue, 1 Dec 2026'. */
  dayLabel: string;
}

/**
 * The entry's photos as small thumbnails (sized from the API, so the page does not jump as
 * they load); a tap opens one large. The links are short-lived: they are not kept anywhere.
 */
export function EntryPhotos({ photos, dayLabel }: EntryPhotosProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  const altFor = (index: number) =>
    t('familyJournal.photo.alt', { n: index + 1, total: photos.length, day: dayLabel });

  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('familyJournal.photo.open', { alt: altFor(index) })}
              className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={photo.url}
                alt={altFor(index)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : altFor(open)}
      >
        {shown ? (
          <div className="space-y-4">
            <img
              src={shown.url}
              alt={altFor(open ?? 0)}
              width={shown.width}
              height={shown.height}
              className="h-auto max-h-[70dvh] w-full rounded-lg object-contain"
            />
            <Button variant="secondary" className="w-full" onClick={() => setOpen(null)}>
              {t('familyJournal.photo.close')}
            </Button>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
