import type { JournalEntry } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { EntryContent } from './EntryContent';
import { EntryPhotos } from './EntryPhotos';
import { formatMoment, formatTime } from './format';

/**
 * One journal entry: who wrote it and when, what they wrote, the photos, and when it was
 * corrected, every earlier version (oldest first) so a family can see what changed.
 */
export function EntryCard({ entry, dayLabel }: { entry: JournalEntry; dayLabel: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const corrected = entry.history.length > 0;

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          {t('familyJournal.entry.by', { name: entry.authorName })}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{formatTime(entry.createdAt, language)}</time>
          {corrected ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('familyJournal.entry.corrected')}
            </span>
          ) : null}
        </p>
      </header>
      <EntryContent content={entry} />
      {entry.photos.length > 0 ? (
        <div className="mt-3">
          <EntryPhotos photos={entry.photos} dayLabel={dayLabel} />
        </div>
      ) : null}
      {corrected ? (
        <details className="mt-3 border-t border-slate-100 pt-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
            {t('familyJournal.entry.history', { count: entry.history.length })}
          </summary>
          <ol className="mt-2 space-y-3">
            {entry.history.map((version, index) => (
              <li
                key={`${version.replacedAt}-${index}`}
                className="rounded-lg bg-slate-50 p-3 text-sm"
              >
                <p className="mb-2 text-slate-600">
                  {t('familyJournal.entry.replacedAt', {
                    when: formatMoment(version.replacedAt, language),
                  })}
                </p>
                <EntryContent content={version} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
