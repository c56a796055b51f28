import { assistantContracts, type AssistantMessageBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call';

/**
 * POST /assistant/message. Anyone may ask; a signed-in family's token goes along, so the
 * assistant can answer about that family's own bookings, codes and refunds.
 */
export function askAssistant(body: AssistantMessageBody) {
  return call(assistantContracts.sendAssistantMessage, { body }, { ifSignedIn: 'customer' });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
