// Who reads the firm's activity log (spec 3 §7 "Loads only for advisors"): staff. A group-limited
// advisor reads it one entity of their group at a time (the firm-wide log holds other groups'
// entities). Every id the list is filtered by is checked against the caller: an entity named
// directly, and the entity a questionnaire belongs to (never the one named beside it); an
// entity or questionnaire the caller may not see reads as not found.
import { ACTIVITY_MESSAGES } from '@portico/common/activity/activity-logs';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { ActivityDirectory, ActivityQuestionnaires } from './activity-links';

export interface ActivitySubject {
  companyId?: string;
  questionnaireId?: string;
}

export interface ActivityReader {
  caller: Principal;
  /**
   * False when the entity and the questionnaire named together are not the questionnaire's: the
   * lines of both at once are none.
   */
  overlaps: boolean;
}

export async function requireActivityReader(
  principal: Principal | null | undefined,
  subject: ActivitySubject,
  links: { directory: ActivityDirectory; questionnaires: ActivityQuestionnaires },
): Promise<ActivityReader> {
  const caller = requireStaff(principal);
  const visible = async (companyId: string) =>
    (await links.directory.entitiesSeenBy(caller, [companyId])).length > 0;
  let questionnaireEntity: string | null = null;
  if (subject.questionnaireId) {
    questionnaireEntity = await links.questionnaires.entityOf(
      caller.firmId,
      subject.questionnaireId,
    );
    if (!questionnaireEntity || !(await visible(questionnaireEntity)))
      throw new NotFound('Questionnaire not found');
  }
  if (subject.companyId && !(await visible(subject.companyId)))
    throw new NotFound('Entity not found');
  if (!subject.companyId && !questionnaireEntity && caller.firmAccess === 'group')
    throw new Forbidden(ACTIVITY_MESSAGES.chooseEntity);
  const overlaps =
    !subject.companyId || !questionnaireEntity || questionnaireEntity === subject.companyId;
  return { caller, overlaps };
}
