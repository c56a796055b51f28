import { intlLocales, type Language } from '@care/shared';

/*
 * The browser's speech APIs, where it has them. Speech recognition is still prefixed in Chrome
 * and Safari (webkitSpeechRecognition) and missing in Firefox, and TypeScript's DOM library
 * declares its events but not the recognizer itself, so the little the assistant uses is typed
 * here.
 */

/** What the assistant uses of SpeechRecognition. */
export interface Recognizer {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognizerConstructor = new () => Recognizer;

type SpeechWindow = Window & {
  SpeechRecognition?: RecognizerConstructor;
  webkitSpeechRecognition?: RecognizerConstructor;
};

/** The browser's recognizer, or null where there is none (the microphone is then hidden). */
export function speechRecognition(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const speechWindow = window as SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

/** Indian English and Hindi: what the site speaks, heard and read aloud as India says it. */
export const speechLocale = (language: Language): string => intlLocales[language];

/** Whether replies can be read aloud here. */
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** A voice for the locale if the device has one; otherwise the browser picks by `lang`. */
export function voiceFor(locale: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  const tag = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => tag(voice) === wanted) ??
    voices.find((voice) => tag(voice).split('-')[0] === language)
  );
}
