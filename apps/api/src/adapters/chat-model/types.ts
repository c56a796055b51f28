/**
 * A chat model that can call tools: any OpenAI-compatible chat-completions endpoint when one is
 * configured, otherwise 'none' and the assistant's built-in understanding answers alone.
 * The types are ours, not the wire's: the adapter maps them to the provider's snake_case.
 */

/** A tool the model asked to run, its arguments already parsed from the JSON it wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  /** What a tool answered, as JSON text, for the call with this id. */
  | { role: 'tool'; toolCallId: string; content: string };

/** A tool as the model is told of it: its arguments as a JSON Schema object. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolSpec[];
  /** 'none' asks for text even though tools are listed (the last round of a tool loop). */
  toolChoice?: 'auto' | 'none' | 'required';
}

/** One reply of the model: text for the person, or tools to run first (with any text beside). */
export type ModelTurn =
  { kind: 'text'; text: string } | { kind: 'tool-calls'; calls: ToolCall[]; text: string | null };

export type ChatModelKind = 'none' | 'chat-completions';

export interface ChatModel {
  readonly kind: ChatModelKind;
  /** The longest one call may take; also the default deadline of a whole tool loop. */
  readonly timeoutMs: number;
  /**
   * Sends the conversation and answers the model's next turn. Throws ModelError on every
   * failure (not configured, timeout, HTTP error, a reply it cannot use), so a caller has one
   * thing to catch before falling back to the built-in understanding.
   */
  complete(request: ChatRequest, signal?: AbortSignal): Promise<ModelTurn>;
}

export type ModelErrorReason =
  /** The 'none' adapter: no endpoint is configured. */
  | 'not-configured'
  | 'timeout'
  /** The caller gave up (the person went away). */
  | 'aborted'
  /** No answer at all: refused connection, DNS, TLS. */
  | 'network'
  /** An HTTP status other than 2xx; see `status`. */
  | 'http'
  /** Not JSON, no choices, no text and no tool calls, tool arguments that are not an object. */
  | 'malformed'
  /** A tool call naming a tool that was not offered. */
  | 'unknown-tool'
  /** Tool arguments the tool's schema refuses. */
  | 'invalid-arguments'
  /** A tool's handler threw. */
  | 'tool-failed'
  /** Still asking for tools when it had to answer, or too many calls at once. */
  | 'too-many-rounds';

/**
 * Why the model could not answer. Its message names the reason, a status, a tool name or a
 * field path, never a value: no key, no conversation text, no model output, so it is safe to
 * log. (`status`, not `statusCode`: the app's error handler would answer with the provider's.)
 */
export class ModelError extends Error {
  readonly reason: ModelErrorReason;
  readonly status: number | undefined;

  constructor(
    reason: ModelErrorReason,
    detail?: string,
    options?: { status?: number; cause?: unknown },
  ) {
    super(
      `chat model: ${reason}${detail ? ` (${detail})` : ''}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'ModelError';
    this.reason = reason;
    this.status = options?.status;
  }
}

/**
 * What the tool loop logs: pino's and Fastify's loggers fit. Only counts, names of our tools,
 * durations and reasons are written to it.
 */
export interface ModelLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}
