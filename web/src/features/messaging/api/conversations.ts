// The conversations a screen lists, one conversation with its messages, sending and marking seen
// (docs/api.md "Messaging"). A new message reaches an open screen through the caller's signal
// (`message_at`): the screen asks for the conversations again a second later (spec 3 §4).
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationDto,
  ConversationsDto,
  MessageDto,
  MessageTag,
} from '@portico/common/messaging/conversations';
import { api } from '@/lib/api-client';

/** Spec 3 §4: messages refresh 1 second after a realtime new-message signal. */
export const REFRESH_AFTER_SIGNAL_MS = 1000;

export const messagingKeys = {
  all: ['messaging'] as const,
  list: (companyId: string | null) => [...messagingKeys.all, 'list', companyId ?? 'all'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
};

const path = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** An entity's conversations (a client's inbox), or every one staff may read. */
export const useConversations = (companyId: string | null, enabled = true) =>
  useQuery({
    queryKey: messagingKeys.list(companyId),
    queryFn: () =>
      api.get<ConversationsDto>('/conversations', companyId ? { company_id: companyId } : {}),
    enabled,
  });

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: messagingKeys.conversation(id ?? ''),
    queryFn: () => api.get<ConversationDto>(path(id!)),
    enabled: Boolean(id),
  });

export interface NewMessage {
  text: string;
  message_thread_id?: string | null;
  tag?: MessageTag;
}

export function useSendMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => api.post<MessageDto>(`${path(id)}/messages`, message),
    onSuccess: () => client.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

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
