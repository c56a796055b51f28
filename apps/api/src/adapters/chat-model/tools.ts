import { z } from 'zod';
import { ModelError, type ToolCall, type ToolSpec } from './types.ts';

/**
 * A tool the model may call: what it is for, its arguments as a zod schema (the model is shown
 * the schema's JSON Schema, and its arguments are checked against the same schema before the
 * handler runs), and the handler, whose result goes back to the model as JSON.
 */
export interface Tool<
  Schema extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> {
  description: string;
  parameters: Schema;
  /**
   * Runs with arguments the schema accepted. A refusal the person should hear of (no such
   * booking, not yours) is a result, not a throw: a throw ends the loop as 'tool-failed'.
   */
  handler(args: z.output<Schema>, context: { signal: AbortSignal }): Promise<unknown>;
}

/** Tools by the name the model calls them by. */
export type Tools = Record<string, Tool>;

/** Infers a handler's argument type from its schema; the tool itself is unchanged. */
export function defineTool<Schema extends z.ZodType<Record<string, unknown>>>(
  tool: Tool<Schema>,
): Tool<Schema> {
  return tool;
}

/** The names OpenAI-compatible APIs accept for a function. */
const toolName = /^[A-Za-z0-9_-]{1,64}$/;

/** The tools as the model is told of them: JSON Schema of each tool's input. */
export function toolSpecs(tools: Tools): ToolSpec[] {
  return Object.entries(tools).map(([name, tool]) => {
    if (!toolName.test(name)) throw new Error(`Tool name ${name} is not [A-Za-z0-9_-]{1,64}`);
    // The model writes the input; transforms and defaults apply after it.
    const { $schema: _dialect, ...parameters } = z.toJSONSchema(tool.parameters, { io: 'input' });
    if (parameters.type !== 'object') throw new Error(`Tool ${name} must take an object`);
    return { name, description: tool.description, parameters };
  });
}

/** The tool a call names, if it is one of these (never an inherited property's name). */
export function toolFor(tools: Tools, call: ToolCall): Tool {
  if (!Object.hasOwn(tools, call.name)) throw new ModelError('unknown-tool', call.name);
  return tools[call.name]!;
}

/**
 * The call's arguments as the tool's schema reads them. The message names the fields at fault
 * and what was wrong, never the values the model wrote.
 */
export function argumentsFor(tool: Tool, call: ToolCall): Record<string, unknown> {
  const parsed = tool.parameters.safeParse(call.arguments);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(arguments)'}: ${issue.code}`,
  );
  throw new ModelError('invalid-arguments', `${call.name}: ${faults.join(', ')}`);
}
