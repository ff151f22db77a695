/**
 * The conversations API for the web app (issue #13 items 1, 2): queries and mutations over
 * `/api/conversations/*`, and the live updates that keep them fresh (`message`, `conversation-read` events on
 * the tab's event stream).
 */
import type {
  ConversationDetail,
  ConversationMessage,
  InboxPage,
  MessagesPage,
  MyListingConversation,
  SentMessage,
  UnreadTotal,
} from '@marketplace/contract/conversations-messages';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { onLiveEvent } from '@/lib/live-events';

/** Every conversations query starts with this key: one invalidation refreshes them all. */
export const conversationsKey = ['conversations'] as const;
export const inboxKey = [...conversationsKey, 'inbox'] as const;
export const unreadKey = [...conversationsKey, 'unread'] as const;
export const conversationKey = (id: string) => [...conversationsKey, 'detail', id] as const;
export const messagesKey = (id: string) => [...conversationsKey, 'messages', id] as const;
export const listingConversationKey = (listingId: string) =>
  [...conversationsKey, 'listing', listingId] as const;

/** `GET /api/conversations?cursor=` → a page of the inbox, newest activity first. @throws ApiError 401. */
export function getInboxPage(cursor: string | null, signal?: AbortSignal): Promise<InboxPage> {
  return apiRequest<InboxPage>('/api/conversations', { query: { cursor }, signal });
}

export function inboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: inboxKey,
    queryFn: ({ pageParam, signal }) => getInboxPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions());
}

/** `GET /api/conversations/{id}` → the conversation with its state. @throws ApiError 401, 404. */
export function useConversation(id: string) {
  return useQuery(
    queryOptions({
      queryKey: conversationKey(id),
      queryFn: ({ signal }) =>
        apiRequest<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, { signal }),
    }),
  );
}

/** `GET /api/conversations/{id}/messages?before=` pages, newest first: the next page holds older messages. */
export function messagesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messagesKey(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MessagesPage>(`/api/conversations/${encodeURIComponent(id)}/messages`, {
        query: { before: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMessages(id: string) {
  return useInfiniteQuery(messagesQueryOptions(id));
}

/** `GET /api/conversations/unread` → the header badge's number; 0 for visitors (not asked). */
export function useUnreadMessages(enabled: boolean) {
  const query = useQuery(
    queryOptions({
      queryKey: unreadKey,
      queryFn: ({ signal }) => apiRequest<UnreadTotal>('/api/conversations/unread', { signal }),
      enabled,
    }),
  );
  useLiveConversations(enabled);
  return enabled ? (query.data?.unread ?? 0) : 0;
}

/** `GET /api/listings/{id}/conversation` → the member's conversation about the listing, or null. */
export function getListingConversationQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: listingConversationKey(listingId),
    queryFn: ({ signal }) =>
      apiRequest<MyListingConversation>(`/api/listings/${encodeURIComponent(listingId)}/conversation`, {
        signal,
      }),
  });
}

export function useListingConversation(listingId: string, enabled: boolean) {
  return useQuery({ ...getListingConversationQueryOptions(listingId), enabled });
}

/** Adds a message to the cached first page of its thread (newest first) unless it is there already. */
export function addMessageToCache(queryClient: QueryClient, message: ConversationMessage): void {
  queryClient.setQueryData<InfiniteData<MessagesPage, string | null>>(
    messagesKey(message.conversationId),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, items: [message, ...first!.items] }, ...rest] };
    },
  );
}

/**
 * Keeps the conversation queries live: a `message` lands in its thread at once and refreshes the inbox and
 * unread counts; `conversation-read` (this member read it elsewhere) and a reconnection refresh them too. An
 * offer step or a notification about a thread (an offer accepted, "Sold to you") refreshes that thread's
 * header too, so "· Sold" or "Reserved" shows without a reload (issue #37 item 4p).
 */
export function useLiveConversations(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
    };
    const offMessage = onLiveEvent('message', ({ message }) => {
      addMessageToCache(queryClient, message);
      // A fetch of this thread already under way may have read it before this message was written; its
      // answer would replace the cache and drop the message again. Fetch it anew (the running one is cancelled).
      const thread = messagesKey(message.conversationId);
      if (queryClient.isFetching({ queryKey: thread }) > 0)
        void queryClient.invalidateQueries({ queryKey: thread });
      if (message.kind === 'offer') {
        void queryClient.invalidateQueries({ queryKey: conversationKey(message.conversationId) });
      }
      refreshLists();
    });
    const offNotification = onLiveEvent('notification', (notification) => {
      const about = /[?&]conversation=([^&#]+)/.exec(notification.link_to ?? '')?.[1];
      if (about) void queryClient.invalidateQueries({ queryKey: conversationKey(decodeURIComponent(about)) });
    });
    const offRead = onLiveEvent('conversation-read', refreshLists);
    const offReconnected = onLiveEvent('reconnected', () => {
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    });
    return () => {
      offMessage();
      offNotification();
      offRead();
      offReconnected();
    };
  }, [enabled, queryClient]);
}

/** `POST /api/conversations` `{ listingId, body }` → the (new or existing) conversation and the message. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; body: string }) =>
      apiRequest<SentMessage>('/api/conversations', { method: 'POST', body: input }),
    onSuccess: async (sent, input) => {
      queryClient.setQueryData(listingConversationKey(input.listingId), {
        conversationId: sent.conversationId,
      });
      await queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });
}

/** `POST /api/conversations/{id}/messages` `{ body }`. @throws ApiError 400, 403, 404, 429. */
export function sendMessage(conversationId: string, body: string): Promise<SentMessage> {
  return apiRequest<SentMessage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: { body },
  });
}

/** `POST /api/conversations/{id}/read` → the member's unread total after reading. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      apiRequest<UnreadTotal>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, {
        method: 'POST',
      }),
    onSuccess: async (total) => {
      queryClient.setQueryData(unreadKey, total);
      await queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });
}
