// The messaging area (spec 3 "Messaging"): conversations and their messages (lists, one
// conversation, sending now or later, changing one's own message, seen and unseen, joining), the
// delivery of scheduled messages, their mail notices, mass email, and the sharing of earlier conversations with a new owner. Mounts
// /companies/:id/conversations and /conversations.
import type { Router } from 'express';
import { documentsRepo } from '../documents/documents.module';
import { realtimeRepo } from '../notifications/notifications.module';
import { entitiesRepo, usersRepo, type EarlierConversations } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { conversationsRepo } from './conversations.repo';
import { conversationExportService } from './conversation-export.service';
import { conversationExportsRepo } from './conversation-exports.repo';
import { earlierConversationsSharing } from './earlier-messages';
import { entityConversationsOpener } from './entity-conversations';
import { messagingRoutes } from './messaging.routes';
import { massEmailService } from './mass-email.service';
import { massEmailsRepo } from './mass-emails.repo';
import { messageChangesService } from './message-changes.service';
import { messagingService } from './messaging.service';
import { outOfOfficeService } from './out-of-office.service';
import { participantsService } from './participants.service';
import { replyDraftsService } from './reply-drafts.service';

export { conversationsRepo, type ConversationsRepo, type SentMessage } from './conversations.repo';
export { deliverScheduledMessagesJob } from './scheduled-messages.jobs';
export { sendMessageNoticesJob } from './message-notices.jobs';
export { sendMessageRemindersJob } from './message-reminders.jobs';
export { sendMassEmailTask } from './mass-email.tasks';
export { makeConversationPdfTask, sweepConversationExportsJob } from './conversation-pdf.tasks';
export { firstConversationOf } from './entity-conversations';
export type { ConversationRecord, MessageRecord, Participant } from './conversation-record';

/** A new entity opens its first conversation through this (people, auth's template sign-up). */
export const entityConversations = (db: Db) => entityConversationsOpener(conversationsRepo(db));

/** People's Add owner → New User shares earlier conversations through this. */
export const earlierConversations = (db: Db): EarlierConversations =>
  earlierConversationsSharing(conversationsRepo(db), entitiesRepo(db));

export function mountMessaging(router: Router, ports: Ports): void {
  messagingRoutes(
    router,
    messagingService({
      db: ports.db,
      documents: documentsRepo(ports.db),
      conversations: conversationsRepo(ports.db),
      entities: entitiesRepo(ports.db),
      users: usersRepo(ports.db),
      realtime: realtimeRepo(ports.db),
      clock: ports.clock,
      newId: ports.newId,
    }),
    messageChangesService({
      db: ports.db,
      conversations: conversationsRepo(ports.db),
      entities: entitiesRepo(ports.db),
      realtime: realtimeRepo(ports.db),
      clock: ports.clock,
    }),
    massEmailService({
      users: usersRepo(ports.db),
      massEmails: massEmailsRepo(ports.db),
      outbox: ports.outbox,
      queue: ports.queue,
      clock: ports.clock,
      newId: ports.newId,
    }),
    participantsService({
      db: ports.db,
      conversations: conversationsRepo(ports.db),
      entities: entitiesRepo(ports.db),
      users: usersRepo(ports.db),
    }),
    replyDraftsService({
      conversations: conversationsRepo(ports.db),
      entities: entitiesRepo(ports.db),
      users: usersRepo(ports.db),
      replyDrafts: ports.replyDrafts,
    }),
    outOfOfficeService({ users: usersRepo(ports.db) }),
    conversationExportService({
      conversations: conversationsRepo(ports.db),
      entities: entitiesRepo(ports.db),
      exports: conversationExportsRepo(ports.db),
      blobs: ports.blobs,
      queue: ports.queue,
      clock: ports.clock,
      newId: ports.newId,
    }),
  );
}
