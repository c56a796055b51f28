import type { Language } from '@care/shared';
import { useEffect, useRef, useState } from 'react';
import { speechLocale, speechRecognition, type Recognizer } from './speech';

/** Why listening stopped without words, in terms the panel can explain. */
export type ListeningProblem = 'blocked' | 'noSpeech' | 'failed';

function problemOf(error: string): ListeningProblem | null {
  if (error === 'aborted') return null; // we stopped it
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'blocked';
  if (error === 'no-speech') return 'noSpeech';
  return 'failed';
}

/** Everything heard so far in this turn, and whether the recognizer has settled on it. */
function transcriptOf(event: SpeechRecognitionEvent): { text: string; final: boolean } {
  let text = '';
  let final = true;
  for (const result of Array.from(event.results)) {
    text += result[0]?.transcript ?? '';
    final &&= result.isFinal;
  }
  return { text: text.trim(), final };
}

/**
 * One question by voice: listens in the site's language (hi-IN or en-IN) and hands over what
 * it hears as it hears it, so the words are on screen before anything is sent.
 */
export function useSpeechRecognition({
  language,
  onHeard,
}: {
  language: Language;
  onHeard: (text: string, final: boolean) => void;
}) {
  const Recognition = speechRecognition();
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<ListeningProblem | null>(null);
  const current = useRef<Recognizer | null>(null);
  const latestOnHeard = useRef(onHeard);
  useEffect(() => {
    latestOnHeard.current = onHeard;
  });

  // Leaving the page or closing the panel never leaves the microphone on.
  useEffect(() => () => current.current?.abort(), []);

  function start() {
    if (!Recognition) return;
    current.current?.abort();
    const recognizer = new Recognition();
    recognizer.lang = speechLocale(language);
    recognizer.interimResults = true;
    recognizer.continuous = false;
    recognizer.maxAlternatives = 1;
    recognizer.onresult = (event) => {
      const { text, final } = transcriptOf(event);
      if (text) latestOnHeard.current(text, final);
    };
    recognizer.onerror = (event) => setProblem(problemOf(event.error));
    recognizer.onend = () => {
      if (current.current !== recognizer) return;
      current.current = null;
      setListening(false);
    };
    current.current = recognizer;
    setProblem(null);
    setListening(true);
    try {
      recognizer.start();
    } catch {
      current.current = null;
      setListening(false);
      setProblem('failed');
    }
  }

  /** Stops listening; what was heard so far stays. */
  function stop() {
    current.current?.stop();
  }

  return { supported: Recognition !== null, listening, problem, start, stop };
}
