import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatCompletionsModel } from './chat-completions.ts';
import {
  FAKE_MODEL_KEY,
  FAKE_MODEL_NAME,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from './fake-chat-completions.ts';
import { ModelError, type ChatModel, type ChatRequest, type ModelErrorReason } from './types.ts';

const searchCare = {
  name: 'search_care',
  description: 'Find caregivers and companies',
  parameters: {
    type: 'object',
    properties: { pincode: { type: 'string', pattern: '^\\d{6}$' } },
  },
};
const question: ChatRequest = {
  messages: [
    { role: 'system', content: 'You help families in India find care.' },
    { role: 'user', content: 'elder care near 411001' },
  ],
  tools: [searchCare],
};

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

async function expectReason(promise: Promise<unknown>, reason: ModelErrorReason) {
  const error = await failure(promise);
  expect(error.reason, error.message).toBe(reason);
  return error;
}

/** The adapter over real HTTP, against a local fake of an OpenAI-compatible API. */
describe('chat-completions adapter', () => {
  let fake: FakeChatCompletions;
  let model: ChatModel;

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    model = createChatCompletionsModel({
      baseUrl: `${fake.url}/`,
      apiKey: FAKE_MODEL_KEY,
      model: FAKE_MODEL_NAME,
      timeoutMs: 2000,
    });
  });
  beforeEach(() => {
    fake.seen.length = 0;
    fake.script.length = 0;
  });
  afterAll(() => fake.close());

  it('posts the conversation, the model, the tools and the key as a bearer; reads the text', async () => {
    fake.script.push({ reply: 'text', text: 'Here are caregivers near 411001.' });
    const turn = await model.complete(question);

    expect(turn).toEqual({ kind: 'text', text: 'Here are caregivers near 411001.' });
    expect(fake.seen).toHaveLength(1);
    const [request] = fake.seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_MODEL_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      model: FAKE_MODEL_NAME,
      messages: [
        { role: 'system', content: 'You help families in India find care.' },
        { role: 'user', content: 'elder care near 411001' },
      ],
      tools: [{ type: 'function', function: searchCare }],
      tool_choice: 'auto',
    });
  });

  it('sends no tools and no tool_choice when none are offered', async () => {
    fake.script.push({ reply: 'text', text: 'Namaste!' });
    await model.complete({ messages: [{ role: 'user', content: 'namaste' }] });
    const [body] = fake.bodies();
    expect(body).not.toHaveProperty('tools');
    expect(body).not.toHaveProperty('tool_choice');
  });

  it('reads tool calls with their arguments parsed, and any text beside them', async () => {
    fake.script.push({
      reply: 'tool-calls',
      calls: [{ id: 'call_a1', name: 'search_care', arguments: { pincode: '411001' } }],
    });
    expect(await model.complete(question)).toEqual({
      kind: 'tool-calls',
      text: null,
      calls: [{ id: 'call_a1', name: 'search_care', arguments: { pincode: '411001' } }],
    });

    fake.script.push({
      reply: 'tool-calls',
      text: 'Let me look.',
      calls: [{ id: 'call_a2', name: 'search_care', arguments: '' }],
    });
    expect(await model.complete(question)).toMatchObject({
      text: 'Let me look.',
      calls: [{ id: 'call_a2', arguments: {} }],
    });
  });

  it('sends earlier tool calls and their results in the wire shape', async () => {
    fake.script.push({ reply: 'text', text: 'Found 2.' });
    await model.complete({
      ...question,
      toolChoice: 'none',
      messages: [
        ...question.messages,
        {
          role: 'assistant',
          content: null,
          toolCalls: [{ id: 'call_1', name: 'search_care', arguments: { pincode: '411001' } }],
        },
        { role: 'tool', toolCallId: 'call_1', content: '{"count":2}' },
      ],
    });
    const [body] = fake.bodies();
    expect(body!.tool_choice).toBe('none');
    expect(body!.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'search_care', arguments: '{"pincode":"411001"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '{"count":2}' },
    ]);
  });

  it('keeps only the answer of a model that thinks aloud', async () => {
    fake.script.push({ reply: 'text', text: '<think>The user wants care.</think>\n\nSure.' });
    expect(await model.complete(question)).toEqual({ kind: 'text', text: 'Sure.' });
  });

  it('gives up at its time limit with ModelError timeout', async () => {
    const quick = createChatCompletionsModel({
      baseUrl: fake.url,
      apiKey: FAKE_MODEL_KEY,
      model: FAKE_MODEL_NAME,
      timeoutMs: 300,
    });
    fake.script.push({ reply: 'slow', ms: 3000, then: { reply: 'text', text: 'late' } });
    const started = Date.now();
    const error = await expectReason(quick.complete(question), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toContain('300 ms');
  });

  it('stops when the caller aborts, as aborted', async () => {
    fake.script.push({ reply: 'slow', ms: 3000, then: { reply: 'text', text: 'late' } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expectReason(model.complete(question, controller.signal), 'aborted');
    await expectReason(model.complete(question, AbortSignal.abort()), 'aborted');
  });

  it('refuses a reply that is not JSON', async () => {
    fake.script.push({ reply: 'broken-json' });
    await expectReason(model.complete(question), 'malformed');
  });

  it.each([
    ['without choices', { id: 'x', object: 'chat.completion' }],
    ['with no choice', { choices: [] }],
    ['with neither text nor tool calls', { choices: [{ message: { content: null } }] }],
    ['with only thinking', { choices: [{ message: { content: '<think>hmm</think>' } }] }],
    [
      'with a tool call of another type',
      {
        choices: [
          {
            message: {
              tool_calls: [{ id: 'c', type: 'custom', function: { name: 'search_care' } }],
            },
          },
        ],
      },
    ],
  ])('refuses a reply %s', async (_, body) => {
    fake.script.push({ reply: 'raw', body });
    await expectReason(model.complete(question), 'malformed');
  });

  it('refuses tool arguments that are not JSON, or not an object', async () => {
    fake.script.push({ reply: 'tool-calls', calls: [{ name: 'search_care', arguments: '{pin' }] });
    const notJson = await expectReason(model.complete(question), 'malformed');
    expect(notJson.message).toContain('search_care are not JSON');

    fake.script.push({
      reply: 'tool-calls',
      calls: [{ name: 'search_care', arguments: [411001] }],
    });
    const notObject = await expectReason(model.complete(question), 'malformed');
    expect(notObject.message).toContain('not an object');
  });

  it('refuses a call of a tool it was not offered', async () => {
    fake.script.push({ reply: 'tool-calls', calls: [{ name: 'cancel_booking', arguments: {} }] });
    const error = await expectReason(model.complete(question), 'unknown-tool');
    expect(error.message).toContain('cancel_booking');

    fake.script.push({ reply: 'tool-calls', calls: [{ name: 'search_care', arguments: {} }] });
    await expectReason(model.complete({ messages: question.messages }), 'unknown-tool');
  });

  it('reports an HTTP failure with its status', async () => {
    fake.script.push({ reply: 'status', status: 500 });
    const error = await expectReason(model.complete(question), 'http');
    expect(error.status).toBe(500);
    expect(error.message).toContain('HTTP 500');
    // Not `statusCode`: the app's error handler would answer the person with the provider's.
    expect(error).not.toHaveProperty('statusCode');
  });

  it('reports a wrong key as a 401 with the provider code, and never the key', async () => {
    const wrongKey = 'sk-wrong-key-0000000000';
    const wrong = createChatCompletionsModel({
      baseUrl: fake.url,
      apiKey: wrongKey,
      model: FAKE_MODEL_NAME,
      timeoutMs: 2000,
    });
    const error = await expectReason(wrong.complete(question), 'http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('chat model: http (HTTP 401: invalid_api_key)');
    expect(fake.seen[0]!.headers.authorization).toBe(`Bearer ${wrongKey}`);
    // The error, as any logger would serialize it, has neither the key nor the conversation.
    const dump = JSON.stringify({ error, message: error.message, stack: error.stack });
    expect(dump).not.toContain(wrongKey);
    expect(dump).not.toContain('411001');
  });

  it('sends no authorization header without a key', async () => {
    const keyless = createChatCompletionsModel({
      baseUrl: fake.url,
      apiKey: undefined,
      model: FAKE_MODEL_NAME,
      timeoutMs: 2000,
    });
    await expectReason(keyless.complete(question), 'http');
    expect(fake.seen[0]!.headers).not.toHaveProperty('authorization');
  });

  it('reports a refused connection as network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createChatCompletionsModel({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: FAKE_MODEL_KEY,
      model: FAKE_MODEL_NAME,
      timeoutMs: 2000,
    });
    const error = await expectReason(nowhere.complete(question), 'network');
    expect(error.cause).toBeDefined();
  });
});
