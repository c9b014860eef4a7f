// Send Tax Return to Documents (spec 3 §2, §7 "Send to documents"): a copy of a sent return, named
// as staff say, in a folder of the entity's Documents its owners can see (made as needed), and in
// the same transaction a mail to the owners with staff's subject and message and a link to the
// file, and the log's line. The subject and message are saved as the firm's defaults when asked
// (the return's year kept as `{year}`, so next year's say next year).
import { safeName } from '@portico/common/documents/file-names';
import { isStaffOnlyFolder, isSystemFolder } from '@portico/common/documents/vault';
import { DELIVERY_TOASTS } from '@portico/common/tax-returns/delivery-texts';
import { ACTION_MESSAGES } from '@portico/common/tax-returns/return-actions';
import {
  SEND_TO_DOCUMENTS_MESSAGES as SAY,
  type SendToDocumentsInput,
} from '@portico/common/tax-returns/send-to-documents';
import { isDelivered } from '@portico/common/tax-returns/sending';
import type { ActivityRepo } from '../../activity/activity.module';
import type { DocumentCopies, DocumentsRepo } from '../../documents/documents.module';
import type { FirmRepo } from '../../firm/firm.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import {
  tellUsers,
  type EntitiesRepo,
  type Outbox,
  type UsersRepo,
} from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import { returnLine } from '../return-notes';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { findManagedReturn } from '../return-lookup';
import { returnDocument } from '../return-file';

interface Deps {
  db: Db;
  returns: TaxReturnsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  documents: DocumentsRepo;
  copies: DocumentCopies;
  firms: FirmRepo;
  activity: ActivityRepo;
  outbox: Outbox;
  clock: Clock;
}

/** The client's Documents with the file open: /documents/{hash}?path=…&file=…&previewName=…. */
const documentsLink = (hash: string, path: string, fileId: string, name: string) =>
  `/documents/${encodeURIComponent(hash)}?${new URLSearchParams({ path, file: fileId, previewName: name }).toString().replaceAll('+', '%20')}`;

export function sendToDocumentsService(deps: Deps) {
  const { db, returns, entities, users, documents, copies, firms, activity, outbox, clock } = deps;
  return {
    async send(
      principal: Principal | null | undefined,
      id: string,
      input: SendToDocumentsInput,
      portalUrl: string,
    ): Promise<{ message: string; document_id: string }> {
      const { caller, record, entity } = await findManagedReturn(
        { returns, entities },
        principal,
        id,
      );
      if (!isDelivered(record.status)) throw new Conflict(ACTION_MESSAGES.notDelivered);
      if (isStaffOnlyFolder(input.path) || isSystemFolder(input.path))
        throw new Invalid(SAY.notVisible);
      const source = await returnDocument(documents, record);
      const owners = await users.getMany(entity.firmId, entity.ownerIds);
      const name = safeName(
        input.document_name.toLowerCase().endsWith('.pdf')
          ? input.document_name
          : `${input.document_name}.pdf`,
      );
      const now = clock.now();
      const copy = await copies.prepare({
        source,
        folder: input.path,
        name,
        by: caller.userId,
        now,
      });
      const filed = await db
        .runTransaction(async (tx) => {
          const current = await returns.read(tx, caller.firmId, record.id);
          if (!current) throw new NotFound('Tax return not found');
          const planned = await copy.plan(tx);
          const { id: copyId, name: copyName } = planned.record;
          const link = `${portalUrl}${documentsLink(entity.hashId, input.path, copyId, copyName)}`;
          planned.apply();
          tellUsers(
            outbox,
            tx,
            owners,
            () => ({
              subject: input.subject,
              text: `${input.message ? `${input.message}\n\n` : ''}Open it here: ${link}`,
              sms: `${caller.firm.name}: ${input.subject} ${link}`,
            }),
            { firmId: caller.firmId, entityId: current.companyId },
          );
          activity
            .plan(
              tx,
              returnLine(
                current,
                'Sent to Documents',
                caller.userId,
                now,
                `${copyName} in ${input.path}`,
              ),
            )
            .apply();
          return planned.record;
        })
        .catch(async (error: unknown) => {
          await copy.discard();
          throw error;
        });
      const year = String(record.taxYear);
      if (input.save_subject_for_future_use || input.save_message_for_future_use)
        await firms.patchPreferences(caller.firmId, {
          ...(input.save_subject_for_future_use && {
            send_tax_return_to_documents_default_subject: input.subject.replaceAll(year, '{year}'),
          }),
          ...(input.save_message_for_future_use && {
            send_tax_return_to_documents_default_message: input.message.replaceAll(year, '{year}'),
          }),
        });
      return { message: DELIVERY_TOASTS.sentToDocuments, document_id: filed.id };
    },
  };
}

export type SendToDocumentsService = ReturnType<typeof sendToDocumentsService>;
