import { MAX_ASSISTANT_MESSAGE_CHARS } from '@care/shared';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { controlClasses } from '../../components/ui/fieldStyles';
import { useLanguage } from '../../lib/i18n';
import { MicrophoneIcon, StopIcon } from './icons';
import type { AskedBy } from './useConversation';
import { useSpeechRecognition, type ListeningProblem } from './useSpeechRecognition';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 100;

const problemKeys = {
  blocked: 'assistant.micBlocked',
  noSpeech: 'assistant.noSpeech',
  failed: 'assistant.micFailed',
} as const satisfies Record<ListeningProblem, string>;

/**
 * Where the person asks: typing (Enter sends) or, where the browser can listen, speaking. What
 * was heard goes into the box and stays there until the person presses Send, so nothing is
 * asked that they have not seen.
 */
export function Composer({
  inputRef,
  sending,
  onSend,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  sending: boolean;
  onSend: (text: string, askedBy: AskedBy) => boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState('');
  // Set by the microphone, kept through small corrections, gone once the box is emptied.
  const [askedBy, setAskedBy] = useState<AskedBy>('typing');
  const [heard, setHeard] = useState(false);
  const inputId = useId();
  const statusId = useId();
  const counterId = useId();
  const voice = useSpeechRecognition({
    language,
    onHeard: (words) => {
      setText(words.slice(0, MAX_ASSISTANT_MESSAGE_CHARS));
      setAskedBy('voice');
      setHeard(true);
    },
  });

  const left = MAX_ASSISTANT_MESSAGE_CHARS - text.length;
  const status = voice.listening
    ? t('assistant.listening')
    : heard && askedBy === 'voice' && text
      ? t('assistant.heard', { text })
      : null;
  const problem = voice.problem ? t(problemKeys[voice.problem]) : null;

  function submit() {
    if (voice.listening) voice.stop();
    if (!onSend(text, askedBy)) {
      inputRef.current?.focus();
      return;
    }
    setText('');
    setAskedBy('typing');
    setHeard(false);
  }

  return (
    <form
      className="border-t border-slate-200 px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('assistant.input')}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={text}
          maxLength={MAX_ASSISTANT_MESSAGE_CHARS}
          placeholder={t('assistant.placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={
            [status ? statusId : '', left <= COUNTER_FROM ? counterId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) setAskedBy('typing');
            setHeard(false);
          }}
          className={controlClasses(false, 'min-h-11 min-w-0 flex-1')}
        />
        {voice.supported ? (
          <button
            type="button"
            aria-label={voice.listening ? t('assistant.stopListening') : t('assistant.listen')}
            onClick={voice.listening ? voice.stop : voice.start}
            className={
              'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
              (voice.listening
                ? 'border-red-600 motion-safe:animate-pulse bg-red-600 text-white'
                : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50')
            }
          >
            {voice.listening ? <StopIcon /> : <MicrophoneIcon />}
          </button>
        ) : null}
        <Button type="submit" disabled={sending} className="shrink-0">
          {t('assistant.send')}
        </Button>
      </div>
      <div aria-live="polite">
        {status ? (
          <p id={statusId} className="mt-2 text-sm text-slate-700">
            {status}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {left <= COUNTER_FROM ? (
        <p
          id={counterId}
          className={`mt-2 text-sm ${left <= 20 ? 'text-red-700' : 'text-slate-600'}`}
        >
          {t('assistant.charactersLeft', { count: left })}
        </p>
      ) : null}
    </form>
  );
}
