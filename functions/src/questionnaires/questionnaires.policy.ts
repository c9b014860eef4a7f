// Who may read and answer questionnaires (spec 2 §6): staff who may see the entity (people's
// rules) read every one and answer for the client; the entity's owners read the sent ones and
// answer them unless they, or the entity, are read-only, or the questionnaire is locked or
// submitted. Anything not visible reads as 404, so ids cannot be probed.
import { answeringBlockedBecause } from '@portico/common/questionnaires/questionnaire-access';
import { Forbidden, NotFound } from '../kernel/errors';
import { canEditTemplates } from '@portico/common/firm/firm-access';
import { ROLLOVER_MESSAGES } from '@portico/common/questionnaires/rollover-items';
import { ATTACH_MESSAGES } from '@portico/common/questionnaires/unattached-documents';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import { requireVisibleEntity, type EntityRecord } from '../people/people.module';
import type { QuestionnaireRecord } from './questionnaire-record';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';

/** An entity's questionnaire list: staff who see it, and its owners (their own view of it). */
export function requireEntityQuestionnairesReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  return requireVisibleEntity(requireSignedIn(principal), entity);
}

/** An entity's expected documents: whoever sees its questionnaires (issue 15 item 8). */
export const requireExpectedDocumentsReader = requireEntityQuestionnairesReader;

/** The overview's expected-documents column: staff (each entity then as they may see it). */
export const requireExpectedSummariesReader = requireStaff;

/** Clients never see drafts, and nobody reads a deleted questionnaire on its page. */
export const clientSees = (q: Pick<QuestionnaireRecord, 'isDraft' | 'deletedAt'>) =>
  !q.isDraft && q.deletedAt === null;

/** The questionnaire of an entity the caller sees, deleted or not; 404 otherwise. */
function requireVisibleQuestionnaire(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  record: QuestionnaireRecord | null,
): { caller: Principal; entity: EntityRecord; record: QuestionnaireRecord } {
  const caller = requireSignedIn(principal);
  const notFound = new NotFound(QUESTIONNAIRE_NOT_FOUND);
  if (!record || !entity || record.companyId !== entity.id) throw notFound;
  try {
    requireVisibleEntity(caller, entity);
  } catch {
    throw notFound;
  }
  return { caller, entity, record };
}

export function requireQuestionnaireReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  record: QuestionnaireRecord | null,
): { caller: Principal; entity: EntityRecord; record: QuestionnaireRecord } {
  const found = requireVisibleQuestionnaire(principal, entity, record);
  if (found.record.deletedAt !== null || (!found.caller.isStaff && !clientSees(found.record)))
    throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
  return found;
}

/** Why this caller cannot change the questionnaire's answers, or null when they can. */
export function answeringBlock(
  caller: Principal,
  entity: EntityRecord,
  record: QuestionnaireRecord,
): string | null {
  return answeringBlockedBecause({
    viewerReadonly: caller.readonly,
    companyReadonly: entity.readonlyAccess,
    viewerIsStaff: caller.isStaff,
    locked: record.locked,
    completed: record.completed,
  });
}

/** A reader who may also answer: 403 with the reason otherwise. */
export function requireAnswerer(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  record: QuestionnaireRecord | null,
): { caller: Principal; entity: EntityRecord; record: QuestionnaireRecord } {
  const found = requireQuestionnaireReader(principal, entity, record);
  const reason = answeringBlock(found.caller, found.entity, found.record);
  if (reason) throw new Forbidden(reason);
  return found;
}

export const STAFF_MARK_DEPOSITS = 'Only firm staff can mark a deposit paid or unpaid';

type Found = { caller: Principal; entity: EntityRecord; record: QuestionnaireRecord };

/** A reader who is staff and not read-only: the staff actions on a questionnaire (spec 2 §6). */
const staffActing =
  (refusal: string) =>
  (
    principal: Principal | null | undefined,
    entity: EntityRecord | null,
    record: QuestionnaireRecord | null,
  ): Found => {
    const found = requireQuestionnaireReader(principal, entity, record);
    if (!found.caller.isStaff || found.caller.readonly) throw new Forbidden(refusal);
    return found;
  };

/** Staff who see the questionnaire and are not read-only mark its deposit. */
export const requireDepositMarker = staffActing(STAFF_MARK_DEPOSITS);

export const STAFF_RESTORE = 'Only firm staff can restore questionnaires';

/**
 * Staff who see the entity and are not read-only restore its deleted questionnaires (spec 2 §6);
 * the reader's check refuses deleted ones, so this one reads them. Clients 403; the rest 404.
 */
export function requireQuestionnaireRestorer(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  record: QuestionnaireRecord | null,
): Found {
  const found = requireVisibleQuestionnaire(principal, entity, record);
  if (!found.caller.isStaff || found.caller.readonly) throw new Forbidden(STAFF_RESTORE);
  return found;
}

/** Staff load the questionnaire list (spec 2 §6); a group-limited advisor's is scoped to the group. */
export const requireOverviewReader = requireStaff;

/** Staff export questionnaires (spec 2 §6); each one is then read as its page is, entity checked. */
export const requireQuestionnaireExporter = requireStaff;

/** Staff read the template library: they send templates (spec 2 §6). */
export const requireTemplateReader = requireStaff;

export const TEMPLATE_EDITORS_ONLY = 'Only partners and full users can change templates';

/** Templates (/templates) are written by partners, and full users unless the firm hides them. */
export function requireTemplateEditor(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (caller.readonly || !canEditTemplates(caller.firmAccess, caller.firm.preferences))
    throw new Forbidden(TEMPLATE_EDITORS_ONLY);
  return caller;
}

/** Staff who are not read-only (clients: 'Only firm staff can do this'). */
const actingStaff =
  (refusal: string) =>
  (principal: Principal | null | undefined): Principal => {
    const caller = requireStaff(principal);
    if (caller.readonly) throw new Forbidden(refusal);
    return caller;
  };

export const STAFF_SEND = 'Only firm staff can send questionnaires';

/** Staff send questionnaires (spec 2 §6); read-only staff may not. */
export const requireQuestionnaireSender = actingStaff(STAFF_SEND);

export const STAFF_REQUEST_ITEMS = 'Only firm staff can request more items';

/** Staff who see the questionnaire and are not read-only ask for more items. */
export const requireItemRequester = staffActing(STAFF_REQUEST_ITEMS);

/** Staff who see the questionnaire and are not read-only attach the entity's documents to it. */
export const requireDocumentAttacher = staffActing(ATTACH_MESSAGES.staffOnly);

export const STAFF_MANAGE = 'Only firm staff can lock or complete a questionnaire';

/** Staff who are not read-only lock questionnaires in bulk (each is then checked as one). */
export const requireBulkManager = actingStaff(STAFF_MANAGE);

/** Staff who see the questionnaire and are not read-only lock it or mark it completed. */
export const requireQuestionnaireManager = staffActing(STAFF_MANAGE);

export const STAFF_REMINDERS = 'Only firm staff can send or change reminders';

/** Staff send reminders and change them (spec 2 §6); read-only staff may not. */
export const requireReminderStaff = actingStaff(STAFF_REMINDERS);

/** And only on questionnaires they see. */
export const requireReminderSender = staffActing(STAFF_REMINDERS);

export const STAFF_ROLLOVER = 'Only firm staff can change prior-year items';

/** An entity's prior-year items: staff who see the entity read them (spec 2 §6). */
export function requireRolloverReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireVisibleEntity(requireStaff(principal), entity);
  return found;
}

/** …and change them unless read-only. */
export function requireRolloverEditor(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireRolloverReader(principal, entity);
  if (found.caller.readonly) throw new Forbidden(STAFF_ROLLOVER);
  return found;
}

/** The firm-wide items: every staff member reads them; partners, admins and full users change them. */
export function requireGlobalRolloverEditor(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (caller.readonly || !['partner', 'admin', 'full'].includes(caller.firmAccess ?? ''))
    throw new Forbidden(ROLLOVER_MESSAGES.globalEditors);
  return caller;
}

/** Staff who see the questionnaire read what only staff see of it (its activity). */
export function requireStaffQuestionnaireReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  record: QuestionnaireRecord | null,
): Found {
  const found = requireQuestionnaireReader(principal, entity, record);
  if (!found.caller.isStaff) throw new Forbidden('Only firm staff can do this');
  return found;
}
