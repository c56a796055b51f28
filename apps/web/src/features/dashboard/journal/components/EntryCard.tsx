import type { JournalEntry } from '@care/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { StatusBadge } from '../../../../components/ui/StatusBadge';
import { useLanguage } from '../../../../lib/i18n';
import { formatIndiaMoment, formatIndiaTime } from '../lib/format';
import { EntryContent } from './EntryContent';

interface EntryCardProps {
  entry: JournalEntry;
  /** Still within its correction window, and the care still open: offer "Correct". */
  correctable: boolean;
  onCorrect: () => void;
}

/** One of my entries: what it says, its photos, "Correct" for 24 hours, and its history. */
export function EntryCard({ entry, correctable, onCorrect }: EntryCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const corrected = entry.history.length > 0;

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t('caregiverJournal.entry.written', {
            time: formatIndiaTime(entry.createdAt, language),
            name: entry.authorName,
          })}
        </p>
        {corrected ? (
          <StatusBadge tone="info">{t('caregiverJournal.entry.correctedBadge')}</StatusBadge>
        ) : null}
      </div>
      <div className="mt-2">
        <EntryContent content={entry} />
      </div>
      {entry.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {entry.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                alt={t('caregiverJournal.form.photoAlt', { number: index + 1 })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="size-20 rounded-lg border border-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {correctable || corrected ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {correctable ? (
            <Button variant="secondary" onClick={onCorrect}>
              {t('caregiverJournal.entry.correct')}
            </Button>
          ) : null}
          {corrected ? (
            <Button
              variant="ghost"
              aria-expanded={showHistory}
              aria-controls={historyId}
              onClick={() => setShowHistory((was) => !was)}
            >
              {showHistory
                ? t('caregiverJournal.entry.hideHistory')
                : t('caregiverJournal.entry.showHistory', { count: entry.history.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {corrected && showHistory ? (
        <ol id={historyId} className="mt-3 space-y-3">
          {entry.history.map((version) => (
            <li key={version.replacedAt} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs font-medium text-slate-600">
                {t('caregiverJournal.entry.replacedAt', {
                  time: formatIndiaMoment(version.replacedAt, language),
                })}
              </p>
              <EntryContent content={version} />
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
