import { useEffect } from 'react';
import { AssistantPanel } from './AssistantPanel';
import { useConversation } from './useConversation';
import { useSpeaker } from './useSpeaker';

/**
 * The assistant's conversation, voice and panel: its own chunk, fetched the first time a
 * visitor opens the assistant, so nobody who never asks downloads it. It stays mounted after
 * the panel closes, so a conversation is still there when the visitor opens it again.
 */
export function AssistantSession({
  id,
  open,
  onFollowLink,
  className,
}: {
  id: string;
  open: boolean;
  onFollowLink: () => void;
  className: string;
}) {
  const speaker = useSpeaker();
  const conversation = useConversation({
    // Only a spoken question is answered aloud: someone who typed may be somewhere quiet.
    onReply: (reply, askedBy) => {
      if (askedBy === 'voice') speaker.speak(reply.reply, reply.language);
    },
  });
  const { stop } = speaker;

  // Closing the panel stops any reply being read aloud.
  useEffect(() => {
    if (!open) stop();
  }, [open, stop]);

  if (!open) return null;
  return (
    <AssistantPanel
      id={id}
      conversation={conversation}
      speaking={speaker.speaking}
      onStopSpeaking={stop}
      onFollowLink={onFollowLink}
      className={className}
    />
  );
}

export default AssistantSession;
