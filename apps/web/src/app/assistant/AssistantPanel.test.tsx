import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { setCustomerTokens } from '../../lib/tokens';
import { fail, fakeApi, ok, type FakeRequest } from '../../test/fakeApi';
import { CONVERSATION_STORAGE_KEY } from './conversation';
import {
  FakeRecognition,
  renderWidget,
  stubSpeechRecognition,
  stubSpeechSynthesis,
} from './testing';

const ASHA = '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const CARE_HOME = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d3e';

/** What the API answers 'elder care near 560038': two cards and a next step. */
const elderCare = {
  reply: 'I found 2 options for elder care near 560038.',
  language: 'en',
  intent: 'find_care',
  results: [
    {
      kind: 'provider',
      id: ASHA,
      name: 'Asha Verma',
      href: `/provider/${ASHA}`,
      pricePerDay: 1500,
    },
    { kind: 'company', id: CARE_HOME, name: 'Sahara Care', href: `/compnay-provider/${CARE_HOME}` },
  ],
  actions: [{ label: 'See all', href: '/service?search=560038' }],
};

const reply = (text: string, language = 'en') => ok({ reply: text, language, intent: 'other' });

/** The assistant's API answering each question with the next of `replies`. */
function assistantApi(...replies: (ReturnType<typeof ok> | ((r: FakeRequest) => never))[]) {
  let next = 0;
  const api = fakeApi({
    'POST /assistant/message': () => {
      const answer = replies[Math.min(next, replies.length - 1)];
      next += 1;
      return typeof answer === 'function' ? answer({} as FakeRequest) : answer!;
    },
  });
  return { ...api, asked: () => api.requestsTo('POST', '/assistant/message') };
}

async function openPanel(user: ReturnType<typeof renderWidget>['user'], name = 'Open assistant') {
  await user.click(await screen.findByRole('button', { name }));
  return await screen.findByRole('dialog');
}

/** The conversation as the panel lists it (the screen-reader announcement repeats a reply). */
async function said(panel: HTMLElement, text: string, list = 'Conversation') {
  return within(await within(panel).findByRole('list', { name: list })).findByText(text);
}

afterEach(() => sessionStorage.clear());

describe('the assistant panel', () => {
  it('sends the conversation in the site language and shows the reply, its cards and next steps', async () => {
    const api = assistantApi(ok(elderCare), reply('Anything else?'));
    const { user, router } = renderWidget();
    const panel = await openPanel(user);
    const input = within(panel).getByRole('textbox', { name: 'Your question' });
    expect(input).toHaveFocus();

    await user.type(input, 'elder care near 560038{Enter}');

    expect(await said(panel, elderCare.reply)).toBeInTheDocument();
    expect(api.asked()[0]?.body).toEqual({
      messages: [{ role: 'user', text: 'elder care near 560038' }],
      language: 'en',
    });
    expect(within(panel).getByText('elder care near 560038')).toBeInTheDocument();
    const cards = within(panel).getByRole('list', { name: 'Caregivers and companies' });
    const asha = within(cards).getByRole('link', { name: /Asha Verma/ });
    expect(asha).toHaveAttribute('href', `/provider/${ASHA}`);
    expect(asha).toHaveTextContent('Caregiver · From ₹1,500 a day');
    expect(within(cards).getByRole('link', { name: /Sahara Care/ })).toHaveTextContent('Company');
    const steps = within(panel).getByRole('list', { name: 'Next steps' });
    expect(within(steps).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/service?search=560038',
    );
    expect(input).toHaveValue('');

    // The next question carries what was said so far.
    await user.type(input, 'cheaper ones?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await said(panel, 'Anything else?');
    expect(api.asked()[1]?.body).toEqual({
      messages: [
        { role: 'user', text: 'elder care near 560038' },
        { role: 'assistant', text: elderCare.reply },
        { role: 'user', text: 'cheaper ones?' },
      ],
      language: 'en',
    });

    // A card opens the profile and closes the panel.
    await user.click(asha);
    expect(router.state.location.pathname).toBe(`/provider/${ASHA}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Profile ${ASHA}` })).toBeInTheDocument();
  });

  it('asks in Hindi on the Hindi site and labels everything in Hindi', async () => {
    await setLanguage('hi');
    const api = assistantApi(
      ok({ ...elderCare, reply: '560038 के पास 2 विकल्प मिले।', language: 'hi' }),
    );
    const { user } = renderWidget();
    const panel = await openPanel(user, 'असिस्टेंट खोलें');
    expect(panel).toHaveAccessibleName('वॉइस असिस्टेंट');

    await user.type(within(panel).getByRole('textbox', { name: 'आपका सवाल' }), 'बुज़ुर्गों की देखभाल');
    await user.click(within(panel).getByRole('button', { name: 'भेजें' }));

    expect(await said(panel, '560038 के पास 2 विकल्प मिले।', 'बातचीत')).toHaveAttribute('lang', 'hi');
    expect(api.asked()[0]?.body).toMatchObject({ language: 'hi' });
    expect(api.asked()[0]?.headers.get('Accept-Language')).toBe('hi');
    const cards = within(panel).getByRole('list', { name: 'केयरगिवर और कंपनियाँ' });
    expect(within(cards).getByRole('link', { name: /Asha Verma/ })).toHaveTextContent(
      'केयरगिवर · ₹1,500/दिन से शुरू',
    );
    expect(within(panel).getByRole('button', { name: 'नई बातचीत' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'असिस्टेंट बंद करें' })).toBeInTheDocument();
  });

  it("shows markup in a reply as text, and links only to the site's own pages", async () => {
    assistantApi(
      ok({
        reply: '<img src=x onerror="alert(1)"><b>Hello</b>',
        language: 'en',
        intent: 'other',
        results: [
          { kind: 'provider', id: ASHA, name: '<i>Asha</i>', href: 'javascript:alert(1)' },
          { kind: 'provider', id: CARE_HOME, name: 'Ravi', href: '//evil.example/x' },
        ],
        actions: [
          { label: 'Elsewhere', href: 'https://evil.example' },
          { label: 'Help', href: '/contact' },
        ],
      }),
    );
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), '<script>alert(1)</script>{Enter}');

    expect(await said(panel, '<img src=x onerror="alert(1)"><b>Hello</b>')).toBeInTheDocument();
    expect(within(panel).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(panel.querySelector('img, b, i, script')).toBeNull();
    expect(within(panel).queryByRole('list', { name: 'Caregivers and companies' })).toBeNull();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact']);
  });

  it('says when the call failed, and asks the same question again on retry', async () => {
    const api = assistantApi(fail(500, 'Internal error'), reply('Here is what I found.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), 'nurse in Pune{Enter}');

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The assistant could not answer just now.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await said(panel, 'Here is what I found.')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.asked().map((request) => request.body)).toEqual([
      { messages: [{ role: 'user', text: 'nurse in Pune' }], language: 'en' },
      { messages: [{ role: 'user', text: 'nurse in Pune' }], language: 'en' },
    ]);
    // The question is shown once, however often it was asked.
    expect(within(panel).getAllByText('nurse in Pune')).toHaveLength(1);
  });

  it("shows the server's own reason for a refusal, and a connection hint when offline", async () => {
    assistantApi(fail(429, 'Too many messages. Please wait a minute.', 'RATE_LIMITED'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), 'hello{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait a minute.',
    );

    fakeApi({
      'POST /assistant/message': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Could not reach the assistant. Check your connection and try again.',
    );
  });

  it("sends the family's sign-in when a family is signed in, and none otherwise", async () => {
    const api = assistantApi(reply('You have no bookings yet.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    const input = within(panel).getByRole('textbox');
    await user.type(input, 'my bookings{Enter}');
    await said(panel, 'You have no bookings yet.');

    setCustomerTokens({ accessToken: 'family-token', refreshToken: 'r' });
    await user.type(input, 'my bookings{Enter}');
    await waitFor(() => expect(api.asked()).toHaveLength(2));

    expect(api.asked().map((request) => request.headers.get('Authorization'))).toEqual([
      null,
      'Bearer family-token',
    ]);
  });

  it('keeps the conversation across pages in this tab, and starts afresh on request', async () => {
    assistantApi(reply('Hello! How can I help?'));
    const first = renderWidget();
    let panel = await openPanel(first.user);
    await first.user.type(within(panel).getByRole('textbox'), 'hi{Enter}');
    await said(panel, 'Hello! How can I help?');
    first.unmount();

    const second = renderWidget('/service');
    panel = await openPanel(second.user);
    expect(within(panel).getByText('Hello! How can I help?')).toBeInTheDocument();
    expect(within(panel).getByText('hi')).toBeInTheDocument();

    await second.user.click(within(panel).getByRole('button', { name: 'New conversation' }));
    expect(within(panel).queryByText('Hello! How can I help?')).not.toBeInTheDocument();
    expect(within(panel).getByText('Try asking')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox')).toHaveFocus();
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();
  });

  it('sends at most the last 60 turns of a long conversation', async () => {
    const long = Array.from({ length: 79 }, (_, index) => ({
      id: `t${index}`,
      role: index % 2 === 0 ? 'user' : 'assistant',
      text: `turn ${index}`,
    }));
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(long));
    const api = assistantApi(reply('Still here.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), 'and now?{Enter}');
    await said(panel, 'Still here.');

    const sent = (api.asked()[0]?.body as { messages: { text: string }[] }).messages;
    expect(sent).toHaveLength(60);
    expect(sent[0]?.text).toBe('turn 20');
    expect(sent.at(-1)?.text).toBe('and now?');
  });

  it('announces new replies to screen readers, and counts down near the length limit', async () => {
    assistantApi(reply('Our caregivers are verified.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    const input = within(panel).getByRole('textbox');
    await user.type(input, 'are they safe?{Enter}');
    await said(panel, 'Our caregivers are verified.');
    const live = panel.querySelectorAll('[aria-live="polite"]');
    expect([...live].map((region) => region.textContent)).toContain('Our caregivers are verified.');

    await user.click(input);
    await user.paste('a'.repeat(950));
    expect(within(panel).getByText('50 characters left')).toBeInTheDocument();
    await user.paste('b'.repeat(100));
    expect(input).toHaveValue('a'.repeat(950) + 'b'.repeat(50));
    expect(within(panel).getByText('0 characters left')).toBeInTheDocument();
  });

  it('disables Send while a question is in flight', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    fakeApi({
      'POST /assistant/message': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), 'hello{Enter}');
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(panel).getAllByText('The assistant is answering…')).not.toHaveLength(0);
    answer(reply('Hi!'));
    await said(panel, 'Hi!');
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('speaking to the assistant', () => {
  it('has no microphone where the browser cannot listen', async () => {
    const { user } = renderWidget();
    const panel = await openPanel(user);
    expect(within(panel).queryByRole('button', { name: 'Speak your question' })).toBeNull();
  });

  it('listens in Indian English, shows what it heard before sending, and reads the reply aloud', async () => {
    stubSpeechRecognition();
    const synthesis = stubSpeechSynthesis();
    const api = assistantApi(reply('Here are nurses in Pune.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: 'Speak your question' }));
    const recognizer = FakeRecognition.latest();
    expect(recognizer.lang).toBe('en-IN');
    expect(within(panel).getByText('Listening… speak now.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Stop listening' })).toBeInTheDocument();

    recognizer.hear('nurse in', false);
    expect(within(panel).getByRole('textbox')).toHaveValue('nurse in');
    recognizer.hear('nurse in Pune');
    recognizer.end();

    // Heard and shown, not yet asked.
    expect(within(panel).getByRole('textbox')).toHaveValue('nurse in Pune');
    expect(
      within(panel).getByText('You said: “nurse in Pune”. Press Send to ask, or change it first.'),
    ).toBeInTheDocument();
    expect(api.asked()).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await said(panel, 'Here are nurses in Pune.');
    expect(api.asked()[0]?.body).toMatchObject({
      messages: [{ role: 'user', text: 'nurse in Pune' }],
    });
    expect(synthesis.speak).toHaveBeenCalledTimes(1);
    const spoken = synthesis.speak.mock.calls[0]![0];
    expect(spoken).toMatchObject({ text: 'Here are nurses in Pune.', lang: 'en-IN' });

    await user.click(within(panel).getByRole('button', { name: 'Stop speaking' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(within(panel).queryByRole('button', { name: 'Stop speaking' })).toBeNull();
  });

  it('listens in Hindi on the Hindi site and reads a Hindi reply in Hindi', async () => {
    await setLanguage('hi');
    stubSpeechRecognition();
    const synthesis = stubSpeechSynthesis();
    assistantApi(reply('आपकी कोई बुकिंग नहीं है।', 'hi'));
    const { user } = renderWidget();
    const panel = await openPanel(user, 'असिस्टेंट खोलें');

    await user.click(within(panel).getByRole('button', { name: 'बोलकर पूछें' }));
    expect(FakeRecognition.latest().lang).toBe('hi-IN');
    FakeRecognition.latest().hear('मेरी बुकिंग');
    FakeRecognition.latest().end();
    await user.click(within(panel).getByRole('button', { name: 'भेजें' }));

    await said(panel, 'आपकी कोई बुकिंग नहीं है।', 'बातचीत');
    expect(synthesis.speak.mock.calls[0]![0]).toMatchObject({ lang: 'hi-IN' });
    expect(within(panel).getByRole('button', { name: 'बोलना बंद करें' })).toBeInTheDocument();
  });

  it('never reads aloud the reply to a typed question', async () => {
    stubSpeechRecognition();
    const synthesis = stubSpeechSynthesis();
    assistantApi(reply('Typed answer.'));
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox'), 'refund policy{Enter}');
    await said(panel, 'Typed answer.');
    expect(synthesis.speak).not.toHaveBeenCalled();
    expect(within(panel).queryByRole('button', { name: 'Stop speaking' })).toBeNull();
  });

  it('explains a blocked microphone', async () => {
    stubSpeechRecognition();
    const { user } = renderWidget();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Speak your question' }));
    FakeRecognition.latest().fail('not-allowed');
    expect(within(panel).getByRole('alert')).toHaveTextContent('The microphone is blocked.');
    expect(within(panel).getByRole('button', { name: 'Speak your question' })).toBeInTheDocument();
  });
});
