import { ModelError, type ChatModel } from './types.ts';

/** No endpoint configured: every call fails at once, so the built-in understanding answers. */
export function createNoChatModel(): ChatModel {
  return {
    kind: 'none',
    timeoutMs: 0,
    complete: () => Promise.reject(new ModelError('not-configured')),
  };
}
