import type { Language } from '@care/shared';
import { useEffect, useRef, useState } from 'react';
import { canSpeak, speechLocale, voiceFor } from './speech';

/** Reads a reply aloud in its language, and stops when asked (or when the panel goes). */
export function useSpeaker() {
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(
    () => () => {
      if (current.current && canSpeak()) window.speechSynthesis.cancel();
    },
    [],
  );

  function speak(text: string, language: Language) {
    if (!canSpeak()) return;
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLocale(language);
    const voice = voiceFor(utterance.lang);
    if (voice) utterance.voice = voice;
    const finished = () => {
      // A newer reply may have taken over; only the one speaking now ends the speaking.
      if (current.current !== utterance) return;
      current.current = null;
      setSpeaking(false);
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    current.current = utterance;
    setSpeaking(true);
    synthesis.speak(utterance);
  }

  function stop() {
    if (!current.current) return;
    current.current = null;
    setSpeaking(false);
    if (canSpeak()) window.speechSynthesis.cancel();
  }

  return { speaking, speak, stop };
}
