import { notificationContracts, type MarkReadBody, type MyNotifications } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../call';
import type { TokenOwner } from '../tokens';
import { customerKeys } from './customerKeys';
import { sellerKeysRoot } from './sellerKeys';

/*
 * The bell's messages. A family and a caregiver can be signed in on the same phone, so each
 * side's list lives under that side's keys: signing one out drops only its own.
 */

export const notificationsKey = (owner: TokenOwner) =>
  [...(owner === 'customer' ? customerKeys.all : sellerKeysRoot), 'notifications'] as const;

/** How often an open page looks for new messages; hidden tabs do not poll. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsQueryOptions = (owner: TokenOwner) =>
  queryOptions({
    queryKey: notificationsKey(owner),
    queryFn: ({ signal }) =>
      call(notificationContracts.getMyNotifications, {}, { signal, as: owner }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = (owner: TokenOwner) => useQuery(notificationsQueryOptions(owner));

/**
 * Marks messages read. The list updates at once (the count drops as the family taps), and the
 * server's answer is fetched again afterwards so both agree.
 */
export function useMarkNotificationsRead(owner: TokenOwner) {
  const queryClient = useQueryClient();
  const key = notificationsKey(owner);
  return useMutation({
    mutationFn: (body: MarkReadBody) =>
      call(notificationContracts.markRead, { body }, { as: owner }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MyNotifications>(key);
      if (before) queryClient.setQueryData(key, markedLocally(before, body));
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

function markedLocally(list: MyNotifications, body: MarkReadBody): MyNotifications {
  const marks = 'all' in body ? () => true : (id: string) => body.ids.includes(id);
  const now = new Date().toISOString();
  let newlyRead = 0;
  const items = list.items.map((item) => {
    if (item.readAt || !marks(item.id)) return item;
    newlyRead += 1;
    return { ...item, readAt: now };
  });
  return { items, unread: 'all' in body ? 0 : Math.max(0, list.unread - newlyRead) };
}
