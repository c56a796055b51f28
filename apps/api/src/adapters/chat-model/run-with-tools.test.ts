import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loggerOptions } from '../../lib/logging/logger-options.ts';
import { logCapture } from '../../test/log-capture.ts';
import { sentValues } from '../../test/sent-values.ts';
import { createChatCompletionsModel } from './chat-completions.ts';
import {
  FAKE_MODEL_KEY,
  FAKE_MODEL_NAME,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from './fake-chat-completions.ts';
import { createNoChatModel } from './none.ts';
import { runWithTools, type RunWithToolsOptions } from './run-with-tools.ts';
import { defineTool } from './tools.ts';
import { ModelError, type ChatMessage, type ChatModel, type ModelErrorReason } from './types.ts';

const careSearchArgs = z.object({
  category: z.enum(['Elder Care', 'Child Care']).optional(),
  pincode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .describe('6-digit Indian PIN code'),
  maxPricePerDay: z.number().int().positive().optional(),
});
const found = [{ kind: 'provider', id: 'p-1', name: 'Meera Nair', pricePerDay: 1200 }];

const conversation: ChatMessage[] = [
  { role: 'system', content: 'You help families in India find care. Use the tools.' },
  { role: 'user', content: 'maa ke liye nurse chahiye near 411001 under 1500' },
];

async function expectReason(promise: Promise<unknown>, reason: ModelErrorReason) {
  const error = await promise.then(
    () => expect.unreachable('the loop should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  expect((error as ModelError).reason, (error as ModelError).message).toBe(reason);
  return error as ModelError;
}

/** The tool loop over real HTTP, against a local fake of an OpenAI-compatible API. */
describe('runWithTools', () => {
  let fake: FakeChatCompletions;
  let model: ChatModel;
  const searchCare = vi.fn(async (_args: z.output<typeof careSearchArgs>) => found);
  const tools = {
    search_care: defineTool({
      description: 'Find caregivers and companies by category, PIN code and budget',
      parameters: careSearchArgs,
      handler: (args) => searchCare(args),
    }),
  };
  const run = (options: Partial<RunWithToolsOptions> = {}) =>
    runWithTools({ model, messages: conversation, tools, ...options });

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    model = createChatCompletionsModel({
      baseUrl: fake.url,
      apiKey: FAKE_MODEL_KEY,
      model: FAKE_MODEL_NAME,
      timeoutMs: 3000,
    });
  });
  beforeEach(() => {
    fake.seen.length = 0;
    fake.script.length = 0;
    searchCare.mockClear();
  });
  afterAll(() => fake.close());

  it('answers with the text of a model that needs no tool', async () => {
    fake.script.push({ reply: 'text', text: 'Which city is your mother in?' });
    expect(await run()).toEqual({
      text: 'Which city is your mother in?',
      toolResults: [],
      rounds: 1,
    });
  });

  it('shows the model each tool as JSON Schema derived from its zod schema', async () => {
    fake.script.push({ reply: 'text', text: 'ok' });
    await run();
    const [body] = fake.bodies();
    expect(body!.tool_choice).toBe('auto');
    expect(body!.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'search_care',
          description: 'Find caregivers and companies by category, PIN code and budget',
          parameters: {
            type: 'object',
            properties: {
              category: { type: 'string', enum: ['Elder Care', 'Child Care'] },
              pincode: {
                type: 'string',
                pattern: '^\\d{6}$',
                description: '6-digit Indian PIN code',
              },
              maxPricePerDay: {
                type: 'integer',
                exclusiveMinimum: 0,
                maximum: Number.MAX_SAFE_INTEGER,
              },
            },
          },
        },
      },
    ]);
  });

  it('runs the tool the model calls, sends its result back, and returns the final text', async () => {
    fake.script.push(
      {
        reply: 'tool-calls',
        calls: [
          {
            id: 'call_s1',
            name: 'search_care',
            arguments: { category: 'Elder Care', pincode: '411001', maxPricePerDay: 1500 },
          },
        ],
      },
      { reply: 'text', text: 'Meera Nair is available near 411001 for ₹1,200 a day.' },
    );
    const result = await run();

    const args = { category: 'Elder Care', pincode: '411001', maxPricePerDay: 1500 };
    expect(searchCare).toHaveBeenCalledTimes(1);
    expect(searchCare).toHaveBeenCalledWith(args);
    expect(result).toEqual({
      text: 'Meera Nair is available near 411001 for ₹1,200 a day.',
      toolResults: [{ name: 'search_care', arguments: args, result: found }],
      rounds: 2,
    });
    const [, second] = fake.bodies();
    expect(second!.messages).toHaveLength(4);
    expect(second!.messages.slice(0, 2)).toEqual(fake.bodies()[0]!.messages);
    expect(second!.messages[2]).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_s1',
          type: 'function',
          function: { name: 'search_care', arguments: JSON.stringify(args) },
        },
      ],
    });
    expect(second!.messages[3]).toEqual({
      role: 'tool',
      tool_call_id: 'call_s1',
      content: JSON.stringify(found),
    });
  });

  it('runs every call of a turn, each result answering its own call', async () => {
    fake.script.push(
      {
        reply: 'tool-calls',
        calls: [
          { id: 'call_e', name: 'search_care', arguments: { category: 'Elder Care' } },
          { id: 'call_c', name: 'search_care', arguments: { category: 'Child Care' } },
        ],
      },
      { reply: 'text', text: 'Both kinds of care are available.' },
    );
    const result = await run();
    expect(searchCare).toHaveBeenCalledTimes(2);
    expect(result.toolResults.map((r) => r.arguments)).toEqual([
      { category: 'Elder Care' },
      { category: 'Child Care' },
    ]);
    const sent = fake.bodies()[1]!.messages.filter((m) => m.role === 'tool');
    expect(sent.map((m) => m.tool_call_id)).toEqual(['call_e', 'call_c']);
  });

  it('refuses arguments the schema refuses, without running the handler', async () => {
    fake.script.push({
      reply: 'tool-calls',
      calls: [{ name: 'search_care', arguments: { pincode: '4110', maxPricePerDay: -5 } }],
    });
    const error = await expectReason(run(), 'invalid-arguments');
    expect(error.message).toContain('pincode');
    expect(error.message).toContain('maxPricePerDay');
    // Which fields, never what the model wrote in them.
    expect(error.message).not.toContain('4110');
    expect(searchCare).not.toHaveBeenCalled();
    expect(fake.bodies()).toHaveLength(1);
  });

  it('runs no handler of a turn when one of its calls is invalid', async () => {
    fake.script.push({
      reply: 'tool-calls',
      calls: [
        { name: 'search_care', arguments: { pincode: '411001' } },
        { name: 'search_care', arguments: { category: 'Pet Care' } },
      ],
    });
    await expectReason(run(), 'invalid-arguments');
    expect(searchCare).not.toHaveBeenCalled();
  });

  it('refuses a tool named like an inherited property', async () => {
    const model: ChatModel = {
      kind: 'chat-completions',
      timeoutMs: 1000,
      complete: async () => ({
        kind: 'tool-calls',
        text: null,
        calls: [{ id: 'c', name: 'constructor', arguments: {} }],
      }),
    };
    await expectReason(run({ model }), 'unknown-tool');
  });

  it('asks for text after the last round of tools, and fails if tools are still called', async () => {
    const call = { name: 'search_care', arguments: { pincode: '411001' } };
    fake.script.push(
      { reply: 'tool-calls', calls: [call] },
      { reply: 'tool-calls', calls: [call] },
    );
    await expectReason(run({ maxToolRounds: 1 }), 'too-many-rounds');
    expect(fake.bodies().map((b) => b.tool_choice)).toEqual(['auto', 'none']);
    expect(searchCare).toHaveBeenCalledTimes(1);
  });

  it('refuses a turn with more calls than allowed', async () => {
    const call = { name: 'search_care', arguments: {} };
    fake.script.push({ reply: 'tool-calls', calls: [call, call, call] });
    await expectReason(run({ maxCallsPerRound: 2 }), 'too-many-rounds');
    expect(searchCare).not.toHaveBeenCalled();
  });

  it('ends at the overall deadline, across rounds, as a timeout', async () => {
    fake.script.push(
      { reply: 'tool-calls', calls: [{ name: 'search_care', arguments: {} }] },
      { reply: 'slow', ms: 5000, then: { reply: 'text', text: 'late' } },
    );
    const started = Date.now();
    const error = await expectReason(run({ deadlineMs: 400 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(error.message).toContain('400 ms');
    expect(searchCare).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a handler past the deadline', async () => {
    const slowTools = {
      search_care: defineTool({
        description: 'Find care',
        parameters: careSearchArgs,
        handler: () => new Promise((resolve) => setTimeout(() => resolve(found), 5000)),
      }),
    };
    fake.script.push({ reply: 'tool-calls', calls: [{ name: 'search_care', arguments: {} }] });
    const started = Date.now();
    await expectReason(run({ tools: slowTools, deadlineMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('stops when the caller aborts', async () => {
    fake.script.push({ reply: 'slow', ms: 5000, then: { reply: 'text', text: 'late' } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expectReason(run({ signal: controller.signal }), 'aborted');
  });

  it('passes on a malformed reply after a tool round', async () => {
    fake.script.push(
      { reply: 'tool-calls', calls: [{ name: 'search_care', arguments: {} }] },
      { reply: 'broken-json' },
    );
    await expectReason(run(), 'malformed');
  });

  it('passes on a 500 with its status', async () => {
    fake.script.push({ reply: 'status', status: 500 });
    const error = await expectReason(run(), 'http');
    expect(error.status).toBe(500);
  });

  it('reports a handler that throws as tool-failed, keeping the cause', async () => {
    const broken = new Error('database is down');
    const failing = {
      search_care: defineTool({
        description: 'Find care',
        parameters: careSearchArgs,
        handler: () => Promise.reject(broken),
      }),
    };
    fake.script.push({ reply: 'tool-calls', calls: [{ name: 'search_care', arguments: {} }] });
    const error = await expectReason(run({ tools: failing }), 'tool-failed');
    expect(error.cause).toBe(broken);
    expect(fake.bodies()).toHaveLength(1);
  });

  it('fails at once with the none model, sending nothing', async () => {
    await expectReason(run({ model: createNoChatModel() }), 'not-configured');
    expect(fake.seen).toHaveLength(0);
  });

  it('logs rounds, tool names and failures, never the key or the conversation', async () => {
    const app = Fastify({
      logger: loggerOptions({ level: 'info', pretty: false, destination: logCapture }),
    });
    const log = app.log;
    const before = logCapture.all().length;
    const said = 'Asha Devi, 12 MG Road Pune, 9876543210: maa ke liye nurse chahiye';
    const messages: ChatMessage[] = [{ role: 'user', content: said }];
    // The file's leak check (no-personal-data-in-logs.ts) looks for these too.
    for (const value of [FAKE_MODEL_KEY, said, 'Meera Nair', '12 MG Road Pune']) {
      sentValues.add(value);
    }

    fake.script.push(
      { reply: 'tool-calls', calls: [{ name: 'search_care', arguments: { pincode: '411001' } }] },
      { reply: 'text', text: 'Meera Nair is near you.' },
    );
    await run({ messages, log });
    fake.script.push({ reply: 'status', status: 500 });
    await expectReason(run({ messages, log }), 'http');
    fake.script.push({
      reply: 'tool-calls',
      calls: [{ name: 'search_care', arguments: { pincode: '12 MG Road Pune' } }],
    });
    await expectReason(run({ messages, log }), 'invalid-arguments');
    await app.close();

    const lines = logCapture.all().slice(before);
    const text = lines.join('');
    expect(text).toContain('assistant model answered');
    expect(text).toContain('"tools":["search_care"]');
    expect(text).toContain('"reason":"http"');
    expect(text).toContain('"reason":"invalid-arguments"');
    for (const secret of [FAKE_MODEL_KEY, 'Asha Devi', '9876543210', 'MG Road', 'Meera']) {
      expect(text).not.toContain(secret);
    }
  });
});
