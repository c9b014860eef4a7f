// The advisor dialog's Unattached tab (spec 2 §2, §7 "Attach documents", §9): the entity's
// documents uploaded outside any questionnaire in the last 3 months, and attaching some of them
// to this questionnaire, where they join its additional attachments. A locked questionnaire takes
// none; every document must be the entity's, live and still unattached, or nothing changes.
import type { DocumentDto } from '@portico/common/documents/uploads';
import {
  ATTACH_MESSAGES,
  UNATTACHED_WINDOW_DAYS,
  type AttachDocumentsInput,
} from '@portico/common/questionnaires/unattached-documents';
import type { ActivityRepo } from '../../activity/activity.module';
import { toDocumentDto, type DocumentsRepo } from '../../documents/documents.module';
import { Conflict, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { questionnaireChange } from '../answering-change';
import { DOCUMENT_NOT_FOUND } from './document-moves.service';
import { logQuestionnaire } from '../owner-mail';
import { findWithEntity } from '../questionnaire-lookup';
import { requireDocumentAttacher, requireStaffQuestionnaireReader } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  activity: ActivityRepo;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function unattachedDocumentsService(deps: Deps) {
  const { documents, clock } = deps;
  const change = questionnaireChange(deps, (caller, entity, record) =>
    requireDocumentAttacher(caller, entity, record),
  );
  return {
    async list(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ documents: DocumentDto[] }> {
      const { entity, record } = await findWithEntity(deps, principal, id);
      const { caller } = requireStaffQuestionnaireReader(principal, entity, record);
      const since = clock.now().getTime() - UNATTACHED_WINDOW_DAYS * DAY_MS;
      const found = await documents.listUnattached(caller.firmId, entity!.id);
      return {
        documents: found.filter((d) => d.createdAt.getTime() >= since).map(toDocumentDto),
      };
    },

    /**
     * The questionnaire's deleted documents (not forms split out of another), for the dialog's
     * Restore (spec 2 §2 "restore documents"); restoring is the vault's POST /documents/{id}/restore.
     */
    async listDeleted(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ documents: (DocumentDto & { deleted_at: string })[] }> {
      const { entity, record } = await findWithEntity(deps, principal, id);
      const { caller } = requireStaffQuestionnaireReader(principal, entity, record);
      const found = await documents.listDeletedForQuestionnaire(caller.firmId, id);
      return {
        documents: found
          .filter((d) => !d.recognition?.parentDocumentId)
          .map((d) => ({ ...toDocumentDto(d), deleted_at: d.deletedAt!.toISOString() })),
      };
    },

    async attach(
      principal: Principal | null | undefined,
      id: string,
      input: AttachDocumentsInput,
    ): Promise<{ message: string; attached: number }> {
      const ids = [...new Set(input.document_ids)];
      const { caller, entity, record } = await change(
        principal,
        id,
        async (current, caller, entity, tx) => {
          if (current.locked) throw new Conflict(ATTACH_MESSAGES.locked);
          const found = await documents.readMany(tx, caller.firmId, ids);
          if (
            found.length !== ids.length ||
            found.some(
              (d) => !d || d.deletedAt || d.companyId !== entity.id || d.questionnaireId !== null,
            )
          )
            throw new NotFound(DOCUMENT_NOT_FOUND);
          for (const document of found) documents.attachTo(tx, document, current.id);
          return { after: current };
        },
      );
      await logQuestionnaire(deps.activity, {
        record,
        entity,
        by: caller.userId,
        title: ids.length === 1 ? 'Document attached' : `${ids.length} documents attached`,
        at: clock.now(),
      });
      return { message: ATTACH_MESSAGES.attached, attached: ids.length };
    },
  };
}

export type UnattachedDocumentsService = ReturnType<typeof unattachedDocumentsService>;
