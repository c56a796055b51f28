import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { Composer } from './Composer';
import { StopIcon } from './icons';
import { MessageList } from './MessageList';
import type { Conversation } from './useConversation';

/** What went wrong, in the reader's language unless the server explained it (it answers in it). */
function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (!(error instanceof ApiError)) return t('assistant.failed');
  if (error.status === 0) return t('assistant.unreachable');
  if (error.status >= 400 && error.status < 500 && error.fromServer) return error.message;
  return t('assistant.failed');
}

/**
 * The chat: the conversation, a failure with a retry, reading aloud, and where to ask. Opening
 * it puts the cursor in the question box; new replies are announced to screen readers once.
 */
export function AssistantPanel({
  id,
  conversation,
  speaking,
  onStopSpeaking,
  onFollowLink,
  className,
}: {
  id: string;
  conversation: Conversation;
  speaking: boolean;
  onStopSpeaking: () => void;
  onFollowLink: () => void;
  className: string;
}) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  const input = useRef<HTMLInputElement>(null);
  const { entries, pending, error, send, retry, startAfresh } = conversation;
  const failure = useFailureText(error);
  // Replies already there when the panel opened were read before; only newer ones are announced.
  const [lastSeenId] = useState(() => entries.at(-1)?.id);
  const newest = entries.at(-1);
  const announcement = pending
    ? t('assistant.thinking')
    : newest?.role === 'assistant' && newest.id !== lastSeenId
      ? newest.text
      : '';

  // At commit, as the panel appears, not a frame later.
  useLayoutEffect(() => input.current?.focus(), []);

  return (
    <section id={id} role="dialog" aria-labelledby={titleId} className={className}>
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-slate-200 px-4 py-1.5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('assistant.title')}
        </h2>
        {entries.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              onStopSpeaking();
              startAfresh();
              input.current?.focus();
            }}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('assistant.newConversation')}
          </button>
        ) : null}
      </div>

      <MessageList
        entries={entries}
        pending={pending}
        onSuggestion={(text) => send(text, 'typing')}
        onFollow={onFollowLink}
      />
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>

      {speaking ? (
        <div className="px-3 pt-2">
          <button
            type="button"
            onClick={onStopSpeaking}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <StopIcon className="size-4" />
            {t('assistant.stopSpeaking')}
          </button>
        </div>
      ) : null}
      {failure ? (
        <div
          role="alert"
          className="mx-3 mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-3 py-1.5 text-sm text-red-800"
        >
          <span className="flex-1">{failure}</span>
          <button
            type="button"
            onClick={retry}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-red-900 underline hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t('assistant.retry')}
          </button>
        </div>
      ) : null}
      <Composer inputRef={input} sending={pending} onSend={send} />
    </section>
  );
}
