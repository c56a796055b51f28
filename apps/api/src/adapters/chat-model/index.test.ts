import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  FAKE_MODEL_KEY,
  FAKE_MODEL_NAME,
  chatModelEnv,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from './fake-chat-completions.ts';
import { ModelError, createChatModel } from './index.ts';

const base = { DATA_DIR: '/tmp/care-config-test', JWT_SECRET: 'x'.repeat(40) };

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  return expect.unreachable('the settings should have been refused');
}

/** From the settings to the adapter: none offline, the endpoint when configured. */
describe('the assistant model settings', () => {
  let fake: FakeChatCompletions;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
  });
  afterAll(() => fake.close());

  it('is none without settings, and fails at once without sending anything', async () => {
    const config = loadConfig(base);
    expect(config.assistantModel).toEqual({ kind: 'none' });
    const model = createChatModel(config);
    expect(model.kind).toBe('none');
    const error = await model
      .complete({ messages: [{ role: 'user', content: 'hello' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).reason).toBe('not-configured');
    expect(fake.seen).toHaveLength(0);
  });

  it('talks to the configured endpoint with its key and model, 8 s by default', async () => {
    const { ASSISTANT_MODEL_TIMEOUT_MS: _default, ...env } = chatModelEnv(fake);
    const config = loadConfig({ ...base, ...env });
    expect(config.assistantModel).toEqual({
      kind: 'chat-completions',
      baseUrl: fake.url,
      apiKey: FAKE_MODEL_KEY,
      model: FAKE_MODEL_NAME,
      timeoutMs: 8000,
    });
    const model = createChatModel(config);
    expect(model).toMatchObject({ kind: 'chat-completions', timeoutMs: 8000 });
    fake.script.push({ reply: 'text', text: 'Namaste' });
    expect(await model.complete({ messages: [{ role: 'user', content: 'namaste' }] })).toEqual({
      kind: 'text',
      text: 'Namaste',
    });
    expect(fake.seen[0]!.headers.authorization).toBe(`Bearer ${FAKE_MODEL_KEY}`);
    expect(loadConfig({ ...base, ...chatModelEnv(fake, 2500) }).assistantModel).toMatchObject({
      timeoutMs: 2500,
    });
  });

  it('takes a local endpoint without a key', () => {
    const config = loadConfig({
      ...base,
      ASSISTANT_MODEL_BASE_URL: 'http://127.0.0.1:8000/v1',
      ASSISTANT_MODEL_NAME: 'llama',
    });
    expect(config.assistantModel).toMatchObject({ kind: 'chat-completions', apiKey: undefined });
  });

  it('refuses a half-made or unsafe setup rather than quietly staying offline', () => {
    expect(problemsOf({ ASSISTANT_MODEL_BASE_URL: 'https://api.sarvam.ai/v1' })).toContain(
      'ASSISTANT_MODEL_NAME: required',
    );
    expect(problemsOf({ ASSISTANT_MODEL_API_KEY: 'sk-x' })).toContain(
      'ASSISTANT_MODEL_BASE_URL: required',
    );
    expect(problemsOf({ ASSISTANT_MODEL_BASE_URL: 'ftp://models.example.in' })).toContain(
      'ASSISTANT_MODEL_BASE_URL',
    );
    expect(problemsOf({ ASSISTANT_MODEL_TIMEOUT_MS: '100' })).toContain(
      'ASSISTANT_MODEL_TIMEOUT_MS',
    );
    const production = {
      NODE_ENV: 'production',
      ASSISTANT_MODEL_BASE_URL: 'http://models.example.in/v1',
      ASSISTANT_MODEL_API_KEY: 'sk-x',
      ASSISTANT_MODEL_NAME: 'sarvam-m',
    };
    expect(problemsOf(production)).toContain('ASSISTANT_MODEL_BASE_URL: must be https');
    // The other production problems are beside the point here; this one is absent.
    expect(
      problemsOf({ ...production, ASSISTANT_MODEL_BASE_URL: 'https://api.sarvam.ai/v1' }),
    ).not.toContain('ASSISTANT_MODEL_BASE_URL');
    expect(
      problemsOf({ ...production, ASSISTANT_MODEL_BASE_URL: 'http://localhost:8000/v1' }),
    ).not.toContain('ASSISTANT_MODEL_BASE_URL');
  });
});
