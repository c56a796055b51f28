import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API, for the adapter's and the
 * assistant's tests: real HTTP on 127.0.0.1, every request recorded, each answered by the next
 * scripted turn. The replies have OpenAI's shape (`chat.completion`, `choices[0].message`,
 * `tool_calls` with JSON-string arguments, `{ error: { message, type, code } }` on failure).
 */

export const FAKE_MODEL_KEY = 'sk-fake-model-key-1234567890';
export const FAKE_MODEL_NAME = 'fake-indic-chat';

export interface FakeToolCall {
  name: string;
  /** A string is sent as it is (to send JSON that is broken); anything else as its JSON. */
  arguments: unknown;
  id?: string;
}

export type FakeTurn =
  | { reply: 'text'; text: string }
  | { reply: 'tool-calls'; calls: FakeToolCall[]; text?: string }
  /** Answers the next turn only after this long, to trip a time limit. */
  | { reply: 'slow'; ms: number; then: FakeTurn }
  /** A 200 whose body is not JSON (a proxy's page, a cut-off body). */
  | { reply: 'broken-json' }
  /** A 200 with this JSON body as it is, e.g. without `choices`. */
  | { reply: 'raw'; body: unknown }
  | { reply: 'status'; status: number };

export interface FakeRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text if it was not JSON. */
  body: unknown;
}

/** The parts of a chat-completions request body the tests read. */
export interface SeenBody {
  model: string;
  messages: {
    role: string;
    content?: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string; description: string; parameters: object } }[];
  tool_choice?: unknown;
}

export interface FakeChatCompletions {
  /** The base URL to configure, with the version: `http://127.0.0.1:port/v1`. */
  url: string;
  /** Every request, in order. */
  seen: FakeRequest[];
  /** Turns still to answer, in order; with none left it answers 500. */
  script: FakeTurn[];
  /** The bodies of the chat-completions requests, typed for the tests. */
  bodies(): SeenBody[];
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function apiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

export async function startFakeChatCompletions(
  apiKey: string = FAKE_MODEL_KEY,
): Promise<FakeChatCompletions> {
  let ids = 0;
  const timers = new Set<NodeJS.Timeout>();

  function completion(model: string, message: object, finishReason: string) {
    return {
      id: `chatcmpl-fake${++ids}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    };
  }

  function play(res: ServerResponse, turn: FakeTurn, model: string) {
    switch (turn.reply) {
      case 'text':
        return answer(
          res,
          200,
          completion(model, { role: 'assistant', content: turn.text, refusal: null }, 'stop'),
        );
      case 'tool-calls':
        return answer(
          res,
          200,
          completion(
            model,
            {
              role: 'assistant',
              content: turn.text ?? null,
              refusal: null,
              tool_calls: turn.calls.map((call) => ({
                id: call.id ?? `call_fake${++ids}`,
                type: 'function',
                function: {
                  name: call.name,
                  arguments:
                    typeof call.arguments === 'string'
                      ? call.arguments
                      : JSON.stringify(call.arguments),
                },
              })),
            },
            'tool_calls',
          ),
        );
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          play(res, turn.then, model);
        }, turn.ms);
        timers.add(timer);
        return;
      }
      case 'broken-json':
        return answer(res, 200, '{"id":"chatcmpl-fake","choices":[{"message":');
      case 'raw':
        return answer(res, 200, turn.body);
      case 'status':
        return answer(
          res,
          turn.status,
          apiError('The server had an error while processing your request.', 'server_error', null),
        );
    }
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text: a test can see what was sent.
      }
      fake.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return answer(res, 404, apiError('Unknown request URL', 'invalid_request_error', null));
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return answer(
          res,
          401,
          apiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
        );
      }
      const turn = fake.script.shift();
      if (!turn) return answer(res, 500, apiError('No scripted turn left', 'server_error', null));
      const model = (body as { model?: unknown }).model;
      play(res, turn, typeof model === 'string' ? model : FAKE_MODEL_NAME);
    });
  });

  const fake: FakeChatCompletions = {
    url: '',
    seen: [],
    script: [],
    bodies: () =>
      fake.seen.filter((r) => r.url === '/v1/chat/completions').map((r) => r.body as SeenBody),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

/** The settings that point the assistant's model at the fake. */
export const chatModelEnv = (fake: FakeChatCompletions, timeoutMs = 8000) => ({
  ASSISTANT_MODEL_BASE_URL: fake.url,
  ASSISTANT_MODEL_API_KEY: FAKE_MODEL_KEY,
  ASSISTANT_MODEL_NAME: FAKE_MODEL_NAME,
  ASSISTANT_MODEL_TIMEOUT_MS: String(timeoutMs),
});
