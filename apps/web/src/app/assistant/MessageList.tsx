import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationEntry } from './conversation';
import { ActionChips, ResultCards } from './ReplyLinks';

const SUGGESTIONS = ['elderCare', 'babysitter', 'myBookings', 'refunds'] as const;

/**
 * The conversation, oldest first, kept scrolled to the newest message. Replies are plain text
 * (React escapes them): markup in a reply shows as the characters it is made of.
 */
export function MessageList({
  entries,
  pending,
  onSuggestion,
  onFollow,
}: {
  entries: ConversationEntry[];
  pending: boolean;
  onSuggestion: (text: string) => void;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length, pending]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-3">
      {entries.length === 0 ? (
        <div>
          <p>{t('assistant.intro')}</p>
          <p className="mt-3 font-medium text-slate-900">{t('assistant.tryAsking')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SUGGESTIONS.map((key) => {
              const text = t(`assistant.suggestions.${key}`);
              return (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => onSuggestion(text)}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-left text-sm text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {text}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <ol aria-label={t('assistant.conversation')} className="flex flex-col gap-3">
          {entries.map((entry) =>
            entry.role === 'user' ? (
              <li key={entry.id} className="flex justify-end">
                <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 break-words whitespace-pre-line text-white">
                  <span className="sr-only">{t('assistant.you')}: </span>
                  {entry.text}
                </p>
              </li>
            ) : (
              <li key={entry.id} className="max-w-[95%]">
                <p className="rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 break-words whitespace-pre-line text-slate-900">
                  <span className="sr-only">{t('assistant.reply')}: </span>
                  <span lang={entry.language}>{entry.text}</span>
                </p>
                {entry.results ? <ResultCards results={entry.results} onFollow={onFollow} /> : null}
                {entry.actions ? <ActionChips actions={entry.actions} onFollow={onFollow} /> : null}
              </li>
            ),
          )}
          {pending ? (
            <li className="text-slate-500" aria-hidden="true">
              {t('assistant.thinking')}
            </li>
          ) : null}
        </ol>
      )}
    </div>
  );
}
