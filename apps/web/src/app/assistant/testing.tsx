import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { AssistantWidget } from '../layout/AssistantWidget';
import { AppProviders, createQueryClient } from '../providers';
import type { Recognizer } from './speech';

/* Test doubles for the assistant: a page with the widget, and the browser's speech APIs. */

function ProfilePage() {
  return <h1>Profile {useParams().id}</h1>;
}

/** The widget on a page of its own, with a profile route for its result links to open. */
export function renderWidget(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AssistantWidget />
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/provider/:id', element: <ProfilePage /> },
          { path: '/service', element: <h1>All caregivers</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** A SpeechRecognition that hears what the test says it hears. */
export class FakeRecognition implements Recognizer {
  static made: FakeRecognition[] = [];
  lang = '';
  interimResults = false;
  continuous = false;
  maxAlternatives = 1;
  onresult: Recognizer['onresult'] = null;
  onerror: Recognizer['onerror'] = null;
  onend: Recognizer['onend'] = null;
  listening = false;

  constructor() {
    FakeRecognition.made.push(this);
  }

  static latest(): FakeRecognition {
    const latest = FakeRecognition.made.at(-1);
    if (!latest) throw new Error('Nothing is listening');
    return latest;
  }

  start() {
    this.listening = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.end();
  }

  /** The browser heard `words` (`final` once it has settled on them). */
  hear(words: string, final = true) {
    const results = [Object.assign([{ transcript: words, confidence: 0.9 }], { isFinal: final })];
    act(() => this.onresult?.({ results } as unknown as SpeechRecognitionEvent));
  }

  fail(error: string) {
    act(() => this.onerror?.({ error } as unknown as SpeechRecognitionErrorEvent));
    this.end();
  }

  end() {
    if (!this.listening) return;
    this.listening = false;
    act(() => this.onend?.());
  }
}

/** Gives the browser speech recognition, as Chrome has it (prefixed). */
export function stubSpeechRecognition() {
  FakeRecognition.made = [];
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
}

/** Gives the browser speech synthesis; returns what it was asked to say. */
export function stubSpeechSynthesis() {
  class Utterance {
    lang = '';
    voice: SpeechSynthesisVoice | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    speak: vi.fn<(utterance: Utterance) => void>(),
    cancel: vi.fn(),
    getVoices: () => [] as SpeechSynthesisVoice[],
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return synthesis;
}
