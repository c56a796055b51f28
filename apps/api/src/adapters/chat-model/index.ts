import type { Config } from '../../config.ts';
import { createChatCompletionsModel } from './chat-completions.ts';
import { createNoChatModel } from './none.ts';
import type { ChatModel } from './types.ts';

export type {
  ChatMessage,
  ChatModel,
  ChatModelKind,
  ChatRequest,
  ModelErrorReason,
  ModelLogger,
  ModelTurn,
  ToolCall,
  ToolSpec,
} from './types.ts';
export { ModelError } from './types.ts';
export { defineTool, toolSpecs, type Tool, type Tools } from './tools.ts';
export {
  runWithTools,
  type RunWithToolsOptions,
  type RunWithToolsResult,
  type ToolResult,
} from './run-with-tools.ts';

/** The assistant's model: the configured chat-completions endpoint, or none (offline). */
export function createChatModel(config: Pick<Config, 'assistantModel'>): ChatModel {
  return config.assistantModel.kind === 'chat-completions'
    ? createChatCompletionsModel(config.assistantModel)
    : createNoChatModel();
}
