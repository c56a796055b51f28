import type { AssistantReply } from '@care/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n';
import { useAskAssistant } from './api';
import {
  loadConversation,
  replyEntry,
  saveConversation,
  turnsToSend,
  userEntry,
  type ConversationEntry,
} from './conversation';

/** How a question was asked: a spoken one gets its reply read aloud, a typed one never does. */
export type AskedBy = 'typing' | 'voice';

/**
 * The conversation with the assistant: what was said so far (this tab's, across pages), the
 * question in flight and its failure. It lives with the assistant's button rather than its
 * panel, so a reply that arrives after the panel was closed is still there when it opens.
 */
export function useConversation({
  onReply,
}: {
  onReply: (reply: AssistantReply, askedBy: AskedBy) => void;
}) {
  const language = useLanguage();
  const [entries, setEntries] = useState(loadConversation);
  const ask = useAskAssistant();
  // A reply to a conversation the person has since started afresh is dropped.
  const conversationNumber = useRef(0);
  const lastAskedBy = useRef<AskedBy>('typing');

  // Kept at commit: a passive effect may not run before the page it is on goes away.
  useLayoutEffect(() => saveConversation(entries), [entries]);

  function request(conversation: ConversationEntry[], askedBy: AskedBy) {
    const number = conversationNumber.current;
    lastAskedBy.current = askedBy;
    ask.mutate(
      { messages: turnsToSend(conversation), language },
      {
        onSuccess: (reply) => {
          if (number !== conversationNumber.current) return;
          const entry = replyEntry(reply);
          setEntries((current) => [...current, entry]);
          onReply(reply, askedBy);
        },
      },
    );
  }

  /** Adds the person's message and asks; nothing while a question is in flight. */
  function send(text: string, askedBy: AskedBy): boolean {
    const question = text.trim();
    if (!question || ask.isPending) return false;
    const next = [...entries, userEntry(question)];
    setEntries(next);
    request(next, askedBy);
    return true;
  }

  /** Asks the unanswered question again, after a failure. */
  function retry() {
    if (ask.isPending || entries.at(-1)?.role !== 'user') return;
    request(entries, lastAskedBy.current);
  }

  function startAfresh() {
    conversationNumber.current += 1;
    ask.reset();
    setEntries([]);
  }

  return {
    entries,
    pending: ask.isPending,
    error: ask.isError ? ask.error : null,
    send,
    retry,
    startAfresh,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
