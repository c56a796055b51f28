import { argumentsFor, toolFor, toolSpecs, type Tool, type Tools } from './tools.ts';
import { ModelError, type ChatMessage, type ChatModel, type ModelLogger } from './types.ts';

export interface RunWithToolsOptions {
  model: ChatModel;
  /** The conversation so far, a system message first if the caller has one. */
  messages: readonly ChatMessage[];
  tools: Tools;
  /** Rounds of tool calls before the model must answer in text. */
  maxToolRounds?: number;
  /** More calls than this in one turn is a model running away, not a person's question. */
  maxCallsPerRound?: number;
  /** The whole loop's time limit; the model's own time limit when not given. */
  deadlineMs?: number;
  /** The caller's end (the person left); the loop stops with ModelError('aborted'). */
  signal?: AbortSignal;
  log?: ModelLogger;
}

export interface ToolResult {
  name: string;
  /** The arguments as the tool's schema parsed them. */
  arguments: Record<string, unknown>;
  result: unknown;
}

export interface RunWithToolsResult {
  /** The model's answer for the person. */
  text: string;
  /** Every tool that ran, in order: what the caller shows beside the text (cards, links). */
  toolResults: ToolResult[];
  /** Model calls made. */
  rounds: number;
}

export const DEFAULT_MAX_TOOL_ROUNDS = 3;
export const DEFAULT_MAX_CALLS_PER_ROUND = 5;

function reasonOf(signal: AbortSignal): ModelError {
  const reason: unknown = signal.reason;
  return reason instanceof ModelError ? reason : new ModelError('aborted');
}

/** A handler that outlives the deadline is left behind: the person is not kept waiting. */
async function runHandler(
  name: string,
  tool: Tool,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  if (signal.aborted) throw reasonOf(signal);
  let stop = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(reasonOf(signal));
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([
      tool.handler(args, { signal }).catch((error: unknown) => {
        throw error instanceof ModelError
          ? error
          : new ModelError('tool-failed', name, { cause: error });
      }),
      stopped,
    ]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Asks the model, runs the tools it calls, sends their results back as `tool` messages, and
 * repeats until it answers in text: at most `maxToolRounds` rounds of tools, then one call
 * with tool_choice 'none'. Every failure is a ModelError, logged once here without any text
 * of the conversation, and thrown for the caller to fall back to the built-in understanding.
 * No handler runs unless every call of its turn named an offered tool with valid arguments.
 */
export async function runWithTools(options: RunWithToolsOptions): Promise<RunWithToolsResult> {
  const {
    model,
    tools,
    maxToolRounds = DEFAULT_MAX_TOOL_ROUNDS,
    maxCallsPerRound = DEFAULT_MAX_CALLS_PER_ROUND,
    deadlineMs = model.timeoutMs,
    signal,
    log,
  } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const conversation: ChatMessage[] = [...options.messages];
  const toolResults: ToolResult[] = [];
  let rounds = 0;

  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new ModelError('timeout', `no answer within ${deadlineMs} ms`)),
    deadlineMs,
  );
  const onAbort = () => deadline.abort(new ModelError('aborted'));
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  try {
    const specs = toolSpecs(tools);
    for (;;) {
      const mustAnswer = rounds >= maxToolRounds;
      rounds += 1;
      const turn = await model.complete(
        { messages: conversation, tools: specs, toolChoice: mustAnswer ? 'none' : 'auto' },
        deadline.signal,
      );
      if (turn.kind === 'text') {
        log?.info(
          { model: model.kind, rounds, tools: toolResults.map((r) => r.name), ms: elapsed() },
          'assistant model answered',
        );
        return { text: turn.text, toolResults, rounds };
      }
      if (mustAnswer) {
        throw new ModelError('too-many-rounds', `still calling tools after ${maxToolRounds}`);
      }
      if (turn.calls.length > maxCallsPerRound) {
        throw new ModelError('too-many-rounds', `${turn.calls.length} tool calls in one turn`);
      }
      const planned = turn.calls.map((call) => {
        const tool = toolFor(tools, call);
        return { call, tool, args: argumentsFor(tool, call) };
      });
      conversation.push({ role: 'assistant', content: turn.text, toolCalls: turn.calls });
      for (const { call, tool, args } of planned) {
        const result = await runHandler(call.name, tool, args, deadline.signal);
        toolResults.push({ name: call.name, arguments: args, result });
        conversation.push({
          role: 'tool',
          toolCallId: call.id,
          content: JSON.stringify(result) ?? 'null',
        });
      }
    }
  } catch (error) {
    log?.warn(
      {
        err: error,
        reason: error instanceof ModelError ? error.reason : 'bug',
        status: error instanceof ModelError ? error.status : undefined,
        rounds,
        ms: elapsed(),
      },
      'assistant model failed; the built-in understanding answers',
    );
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
