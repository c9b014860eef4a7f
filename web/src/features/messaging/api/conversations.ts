// The conversations a screen lists, one conversation with its messages, sending (now or at a
// time), changing one's own message, marking seen or unseen and joining (docs/api.md "Messaging"). A new message reaches an open screen through the caller's signal
// (`message_at`): the screen asks for the conversations again a second later (spec 3 §4).
import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationDto,
  ConversationsDto,
  MessageDto,
  MessageTag,
} from '@portico/common/messaging/conversations';
import {
  EXPORT_MESSAGES,
  type ConversationExportDto,
  type ExportConversationInput,
} from '@portico/common/messaging/conversation-export';
import { NOTIFICATION_RELOAD_AFTER_EXPORT_MS } from '@portico/common/notifications/notifications';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { queryRoots } from '@/lib/query-keys';

/** Spec 3 §4: messages refresh 1 second after a realtime new-message signal. */
export const REFRESH_AFTER_SIGNAL_MS = 1000;

export const messagingKeys = {
  all: queryRoots.messaging,
  list: (filter: ConversationFilter) =>
    [
      ...messagingKeys.all,
      'list',
      filter.companyId ?? 'all',
      filter.search,
      filter.unread,
    ] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
};

const path = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** Which conversations a list shows (spec 3 §2: the filter box and Show All / Show Unread). */
export interface ConversationFilter {
  /** One entity's (a client's inbox, the staff entity view), or null for every one staff read. */
  companyId: string | null;
  search: string;
  unread: boolean;
}

/** The list's pages of 100, newest message first; the next page on request. */
export const useConversations = (filter: ConversationFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: messagingKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.get<ConversationsDto>('/conversations', {
        ...(filter.companyId ? { company_id: filter.companyId } : {}),
        ...(filter.search ? { search: filter.search } : {}),
        ...(filter.unread ? { unread: 'true' } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_after,
    enabled,
  });

/** One conversation: its latest page, or the 500 top-level messages before `before`. */
export const useConversation = (id: string | null, before: string | null = null) =>
  useQuery({
    queryKey: [...messagingKeys.conversation(id ?? ''), before ?? 'latest'],
    queryFn: () => api.get<ConversationDto>(path(id!), before ? { before } : {}),
    enabled: Boolean(id),
  });

export interface NewMessage {
  text: string;
  message_thread_id?: string | null;
  tag?: MessageTag;
  /** ISO 8601: send then instead of now. */
  scheduled_time?: string | null;
  /** Staff: remind the clients every 3 days until one replies. */
  auto_remind?: boolean;
  /** Documents uploaded to the entity's /Attachments, carried by the message. */
  attachment_ids?: string[];
}

/** A messaging write that, once done, has every messaging screen ask again. */
function useMessagingWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

export const useSendMessage = (id: string) =>
  useMessagingWrite((message: NewMessage) => api.post<MessageDto>(`${path(id)}/messages`, message));

const messagePath = (id: string, messageId: string) =>
  `${path(id)}/messages/${encodeURIComponent(messageId)}`;

export const useEditMessage = (id: string) =>
  useMessagingWrite(({ messageId, text }: { messageId: string; text: string }) =>
    api.patch<MessageDto>(messagePath(id, messageId), { text }),
  );

/** Deletes, unsends, or cancels a scheduled message (the server decides which by its state). */
export const useDeleteMessage = (id: string) =>
  useMessagingWrite((messageId: string) => api.delete<MessageDto>(messagePath(id, messageId)));

export const useRescheduleMessage = (id: string) =>
  useMessagingWrite(({ messageId, at }: { messageId: string; at: string }) =>
    api.patch<MessageDto>(`${messagePath(id, messageId)}/scheduled_time`, { scheduled_time: at }),
  );

export const useMarkUnseen = (id: string) =>
  useMessagingWrite(() => api.post<{ unseen_messages: number }>(`${path(id)}/mark_unseen`));

export const useUpdateParticipants = (id: string) =>
  useMessagingWrite((advisorIds: string[]) =>
    api.put(`${path(id)}/participants`, { advisor_ids: advisorIds }),
  );

/** Export Conversation: the CSV comes back and is saved at once. */
/**
 * Exports the conversation: a CSV saves at once; a PDF is made in the background and announced by
 * a notification, so the notification list reloads a couple of seconds later (spec 2 "Polling").
 * Answers what the user is told.
 */
export function useExportConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: Pick<ExportConversationInput, 'format'> &
        Partial<Pick<ExportConversationInput, 'start_date' | 'end_date'>>,
    ): Promise<string> => {
      if (input.format === 'pdf') {
        const queued = await api.post<{ message: string }>(`${path(id)}/export`, input);
        setTimeout(
          () => void client.invalidateQueries({ queryKey: queryRoots.notifications }),
          NOTIFICATION_RELOAD_AFTER_EXPORT_MS,
        );
        return queued.message;
      }
      const { blob, fileName } = await apiDownload(`${path(id)}/export`, input);
      saveFile(blob, fileName ?? 'conversation.csv');
      return EXPORT_MESSAGES.exported;
    },
  });
}

/** A PDF export of the caller's: processing until ready (looked at again every 2 s meanwhile). */
export const useConversationExport = (exportId: string) =>
  useQuery({
    queryKey: [...messagingKeys.all, 'export', exportId],
    queryFn: () =>
      api.get<ConversationExportDto>(`/conversation_exports/${encodeURIComponent(exportId)}`),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 2000 : false),
  });

/** An AI draft of a reply (text for the composer; nothing is sent). */
export const useReplyDraft = (id: string) =>
  useMutation({
    mutationFn: () => api.post<{ message: string }>(`${path(id)}/reply_draft`),
  });

export const useJoinConversation = (id: string) =>
  useMessagingWrite(() => api.post(`${path(id)}/join`));

/** Marks the open conversation seen whenever it shows something unseen. */
export function useMarkSeen(conversation: ConversationDto | undefined, enabled: boolean) {
  const client = useQueryClient();
  const id = conversation?.id;
  const unseen = conversation?.unseen_messages ?? 0;
  useEffect(() => {
    if (!enabled || !id || unseen === 0) return;
    void api
      .post(`${path(id)}/mark_seen`)
      .then(() => client.invalidateQueries({ queryKey: messagingKeys.all }))
      .catch(() => undefined); // Seen state is a convenience: the next open marks it again.
  }, [client, enabled, id, unseen]);
}

/** Asks for the conversations again a second after a message reached the caller. */
export function useRefreshOnNewMessage(messageAt: string | null | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!messageAt) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: messagingKeys.all }),
      REFRESH_AFTER_SIGNAL_MS,
    );
    return () => clearTimeout(timer);
  }, [client, messageAt]);
}
