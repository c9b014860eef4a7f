// HTTP for messaging (docs/api.md "Messaging"): the staff entity view's list, the conversation
// lists, one conversation with its messages, sending, changing one's own message, marking a
// conversation seen or unseen, joining it, its participants, an AI reply draft, its export,
// out of office, and mass email (a test to oneself, the queued send).
import type { Router } from 'express';
import {
  conversationQuerySchema,
  conversationsQuerySchema,
  editMessageSchema,
  participantsSchema,
  scheduledTimeSchema,
  sendMessageSchema,
} from '@portico/common/messaging/messages-input';
import { massEmailSchema, testMassEmailSchema } from '@portico/common/messaging/mass-email';
import { outOfOfficeSchema } from '@portico/common/messaging/out-of-office';
import {
  EXPORT_MESSAGES,
  exportConversationSchema,
} from '@portico/common/messaging/conversation-export';
import { sendDownload } from '../platform/blobs/served-file-headers';
import { declareRoutes } from '../kernel/declared-routes';
import type { ConversationExportService } from './conversation-export.service';
import type { MassEmailService } from './mass-email.service';
import type { MessageChangesService } from './message-changes.service';
import type { OutOfOfficeService } from './out-of-office.service';
import type { ParticipantsService } from './participants.service';
import type { ReplyDraftsService } from './reply-drafts.service';
import type { MessagingService } from './messaging.service';

export function messagingRoutes(
  router: Router,
  service: MessagingService,
  changes: MessageChangesService,
  massEmail: MassEmailService,
  participants: ParticipantsService,
  drafts: ReplyDraftsService,
  outOfOffice: OutOfOfficeService,
  exporter: ConversationExportService,
): void {
  const routes = declareRoutes(router);
  routes.get('/companies/:id/conversations', {}, async ({ principal, params }, res) => {
    res.json(await service.listForEntity(principal, params.id));
  });
  routes.get(
    '/conversations',
    { query: conversationsQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await service.list(principal, query));
    },
  );
  routes.get(
    '/conversations/:id',
    { query: conversationQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await service.get(principal, params.id, query));
    },
  );
  routes.post(
    '/conversations/:id/messages',
    { body: sendMessageSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await service.send(principal, params.id, body));
    },
  );
  routes.patch(
    '/conversations/:id/messages/:messageId',
    { body: editMessageSchema },
    async ({ principal, params, body }, res) => {
      res.json(await changes.edit(principal, params.id, params.messageId, body));
    },
  );
  routes.delete(
    '/conversations/:id/messages/:messageId',
    {},
    async ({ principal, params }, res) => {
      res.json(await changes.remove(principal, params.id, params.messageId));
    },
  );
  routes.patch(
    '/conversations/:id/messages/:messageId/scheduled_time',
    { body: scheduledTimeSchema },
    async ({ principal, params, body }, res) => {
      res.json(await changes.reschedule(principal, params.id, params.messageId, body));
    },
  );
  routes.post('/conversations/:id/mark_seen', {}, async ({ principal, params }, res) => {
    res.json(await service.markSeen(principal, params.id));
  });
  routes.post('/conversations/:id/mark_unseen', {}, async ({ principal, params }, res) => {
    res.json(await service.markUnseen(principal, params.id));
  });
  routes.post('/conversations/:id/join', {}, async ({ principal, params }, res) => {
    res.json(await service.join(principal, params.id));
  });
  routes.put(
    '/conversations/:id/participants',
    { body: participantsSchema },
    async ({ principal, params, body }, res) => {
      res.json(await participants.update(principal, params.id, body));
    },
  );
  routes.post('/conversations/:id/reply_draft', {}, async ({ principal, params }, res) => {
    res.json(await drafts.draft(principal, params.id));
  });
  routes.post(
    '/conversations/:id/export',
    { body: exportConversationSchema },
    async ({ principal, params, body }, res) => {
      const outcome = await exporter.export(principal, params.id, body);
      if (outcome.kind === 'file') sendDownload(res, outcome.file);
      else
        res.status(202).json({ message: EXPORT_MESSAGES.pdfQueued, export_id: outcome.exportId });
    },
  );
  routes.get('/conversation_exports/:id', {}, async ({ principal, params }, res) => {
    res.json(await exporter.get(principal, params.id));
  });
  routes.get('/out_of_office', {}, async ({ principal }, res) => {
    res.json(await outOfOffice.get(principal));
  });
  routes.put('/out_of_office', { body: outOfOfficeSchema }, async ({ principal, body }, res) => {
    res.json(await outOfOffice.set(principal, body));
  });
  routes.post(
    '/mass_emails/test',
    { body: testMassEmailSchema },
    async ({ principal, body }, res) => {
      res.json(await massEmail.test(principal, body));
    },
  );
  routes.post('/mass_emails', { body: massEmailSchema }, async ({ principal, body }, res) => {
    res.status(202).json(await massEmail.queue(principal, body));
  });
}
