import { useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '../../shared/contract/messaging';
import { invoke, type IpcError } from '../ipc/client';
import { useCallMutation, useCallQuery } from './useCall';
import { useWallets } from './useWallets';

/** The current wallet's id: messaging runs one client per wallet. */
export function useCurrentWalletId(): string | undefined {
  const { data } = useWallets();
  return data?.wallets[data.currentWalletIndex]?.id;
}

export const useMessagingStatus = (walletId: string | undefined) =>
  useCallQuery('messaging.status', { walletId: walletId ?? '' }, walletId !== undefined);

export const useConversations = (walletId: string | undefined, enabled: boolean) =>
  useCallQuery(
    'messaging.listConversations',
    { walletId: walletId ?? '' },
    walletId !== undefined && enabled,
  );

/**
 * A thread's messages, newest page first (spec §9: 20 a page, older pages before the oldest
 * shown, all loaded on a short page). Keyed under the call's name, so `messaging.changed`
 * refetches every loaded page; the pages after the first are recomputed from fresh data.
 */
export function useThread(walletId: string, topic: string) {
  return useInfiniteQuery({
    queryKey: ['messaging.listMessages', { walletId, topic }],
    queryFn: ({ pageParam }: { pageParam: number | undefined }) =>
      invoke('messaging.listMessages', {
        walletId,
        topic,
        limit: MESSAGE_PAGE_SIZE,
        ...(pageParam ? { endTime: pageParam } : {}),
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.allLoaded ? undefined : last.messages.at(-1)?.createdAt),
  });
}

const LISTS = ['messaging.listConversations', 'messaging.listMessages'] as const;

export const useStartMessaging = () => useCallMutation('messaging.start', ['messaging.status']);
export const useApproveIdentity = () => useCallMutation('messaging.approveIdentity', ['messaging.status']);
export const useSendMessage = () => useCallMutation('messaging.send', LISTS);
export const useSendReply = () => useCallMutation('messaging.sendReply', LISTS);
export const useConsent = () => useCallMutation('messaging.consent', LISTS);
export const useNewConversation = () => useCallMutation('messaging.newConversation', LISTS);
export const useForward = () => useCallMutation('messaging.forward', LISTS);

export type { IpcError };
