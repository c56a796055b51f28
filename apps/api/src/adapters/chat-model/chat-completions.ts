import { z } from 'zod';
import { text } from '@care/shared';
import {
  ModelError,
  type ChatMessage,
  type ChatModel,
  type ChatRequest,
  type ModelTurn,
  type ToolCall,
  type ToolSpec,
} from './types.ts';

export interface ChatCompletionsConfig {
  /** Up to the version, without `/chat/completions`: `https://api.sarvam.ai/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; a local server may need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * The reply as OpenAI documents it, and as compatible servers send it: `choices[0].message`
 * with `content` and/or `tool_calls`, each call's `function.arguments` a JSON string. Some
 * servers leave out the call's id or `type`, or send the arguments as an object; those are
 * taken, since nothing is lost.
 */
const toolCallSchema = z.object({
  id: text().min(1).max(200).nullish(),
  type: z.literal('function').nullish(),
  function: z.object({
    name: text().min(1).max(200),
    arguments: z.union([text(), z.record(text(), z.unknown())]).nullish(),
  }),
});
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: text().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});
/** OpenAI's error body; only its identifiers are kept, its message may quote the request. */
const errorSchema = z.object({
  error: z.object({ type: text().nullish(), code: z.union([text(), z.number()]).nullish() }),
});

const identifier = /^[A-Za-z0-9_.-]{1,64}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A name from the model goes into an error message only if it looks like one of ours. */
function nameForMessage(name: string): string {
  return identifier.test(name) ? name : 'a tool';
}

function parseArguments(
  raw: string | Record<string, unknown> | null | undefined,
  name: string,
): Record<string, unknown> {
  if (raw == null) return {};
  if (typeof raw !== 'string') return raw;
  // Some models write nothing for a tool without parameters.
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ModelError('malformed', `the arguments of ${nameForMessage(name)} are not JSON`);
  }
  if (!isPlainObject(parsed)) {
    throw new ModelError('malformed', `the arguments of ${nameForMessage(name)} are not an object`);
  }
  return parsed;
}

/** Reasoning models may think aloud before the answer; the person sees only the answer. */
function withoutThinking(content: string): string {
  return content.replace(/^\s*<think>[\s\S]*?<\/think>/, '').trim();
}

export function parseCompletion(raw: string, tools: readonly ToolSpec[] = []): ModelTurn {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ModelError('malformed', 'the reply is not JSON');
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(reply)');
    throw new ModelError('malformed', `unexpected reply at ${[...new Set(where)].join(', ')}`);
  }
  const message = parsed.data.choices[0]!.message;
  const content = message.content ? withoutThinking(message.content) : '';
  const offered = new Set(tools.map((tool) => tool.name));

  const calls: ToolCall[] = (message.tool_calls ?? []).map((call, index) => {
    const name = call.function.name;
    if (!offered.has(name)) {
      throw new ModelError('unknown-tool', `${nameForMessage(name)} was not offered`);
    }
    return {
      id: call.id ?? `call_${index}`,
      name,
      arguments: parseArguments(call.function.arguments, name),
    };
  });
  if (calls.length > 0) return { kind: 'tool-calls', calls, text: content || null };
  if (!content) throw new ModelError('malformed', 'neither text nor tool calls');
  return { kind: 'text', text: content };
}

function toWire(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content,
        ...(message.toolCalls?.length
          ? {
              tool_calls: message.toolCalls.map((call) => ({
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            }
          : {}),
      };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

export function requestBody(model: string, request: ChatRequest): Record<string, unknown> {
  const tools = request.tools ?? [];
  return {
    model,
    messages: request.messages.map(toWire),
    ...(tools.length
      ? {
          tools: tools.map(({ name, description, parameters }) => ({
            type: 'function',
            function: { name, description, parameters },
          })),
          tool_choice: request.toolChoice ?? 'auto',
        }
      : {}),
  };
}

function httpDetail(status: number, raw: string): string {
  let code = '';
  try {
    const parsed = errorSchema.safeParse(JSON.parse(raw));
    const value = parsed.success ? (parsed.data.error.code ?? parsed.data.error.type) : undefined;
    if (value != null && identifier.test(String(value))) code = `: ${value}`;
  } catch {
    // An HTML page from a proxy: the status says enough.
  }
  return `HTTP ${status}${code}`;
}

/**
 * An OpenAI-compatible chat-completions endpoint over Node's fetch. One time limit covers the
 * connection, the wait and the body; the caller's signal (a tool loop's deadline, a person who
 * left) ends the call sooner.
 */
export function createChatCompletionsModel(config: ChatCompletionsConfig): ChatModel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };

  return {
    kind: 'chat-completions',
    timeoutMs: config.timeoutMs,

    async complete(request, signal) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new ModelError('timeout', `no reply within ${config.timeoutMs} ms`)),
        config.timeoutMs,
      );
      const onAbort = () =>
        controller.abort(
          signal?.reason instanceof ModelError ? signal.reason : new ModelError('aborted'),
        );
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });

      const failure = (error: unknown): ModelError => {
        if (controller.signal.aborted) {
          const reason: unknown = controller.signal.reason;
          return reason instanceof ModelError ? reason : new ModelError('aborted');
        }
        return error instanceof ModelError
          ? error
          : new ModelError('network', undefined, { cause: error });
      };

      try {
        let status: number;
        let raw: string;
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers,
            body: JSON.stringify(requestBody(config.model, request)),
            signal: controller.signal,
          });
          status = response.status;
          raw = await response.text();
        } catch (error) {
          throw failure(error);
        }
        if (status < 200 || status > 299) {
          throw new ModelError('http', httpDetail(status, raw), { status });
        }
        return parseCompletion(raw, request.tools);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
