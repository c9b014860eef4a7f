// Local-only test affordance: questionnaires and scheduled sends on an entity, in any state and
// with any part of a starter organizer as content, so a journey or an API test can answer them or
// see what deactivation does to them. Never deployed.
import { randomUUID } from 'node:crypto';
import {
  SEND_FREQUENCIES,
  type SendFrequency,
} from '@portico/common/questionnaires/entity-questionnaires';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { NotFound } from '@portico/functions/kernel/errors';
import { parseInput } from '@portico/functions/kernel/parse-input';
import { entitiesRepo } from '@portico/functions/people/people.module';
import type { Db } from '@portico/functions/platform/db/db';
import {
  businessOrganizer,
  individualOrganizer,
  newQuestionnaire,
  questionnairesRepo,
  scheduledSendsRepo,
} from '@portico/functions/questionnaires/questionnaires.module';
import { DEMO_FIRM_ID } from '../seed/demo-firm';
import { largeOrganizer } from './large-organizer';

const DAY_MS = 24 * 60 * 60 * 1000;

const questionnaireFixture = object({
  name: string().default('Individual Tax Organizer'),
  taxYear: number().integer().default(2025),
  /** Days from now to the due date. */
  dueInDays: number().integer().default(30),
  isDraft: boolean().default(false),
  locked: boolean().default(false),
  completed: boolean().default(false),
  opened: boolean().default(false),
  deleted: boolean().default(false),
  /**
   * Which starter organizer it is made from; 'none' has no sections; 'large' is one section of
   * `questionCount` questions (benchmarks).
   */
  content: mixed<'none' | 'individual' | 'business' | 'large'>()
    .oneOf(['none', 'individual', 'business', 'large'])
    .default('none'),
  questionCount: number().integer().min(1).max(1000).default(300),
  /** Keep only these sections of the organizer (all when absent). */
  sectionIds: array(string().required()).optional(),
  /** Answers so far, by question id. */
  answers: object().default({}),
  markedSections: array(string().required()).default([]),
  depositAmount: number().nullable().default(null),
  /** Owners are asked to confirm their contact details ('Confirm this information'). */
  updateProfileSection: boolean().default(false),
});

const scheduledFixture = object({
  name: string().default('Individual Tax Organizer'),
  taxYear: number().integer().default(2026),
  /** Days from now to the next send. */
  sendInDays: number().integer().default(14),
  frequency: mixed<SendFrequency>().oneOf(SEND_FREQUENCIES).default('once'),
});

const fixtureSchema = object({
  firmId: string().default(DEMO_FIRM_ID),
  companyId: string().required('companyId is missing'),
  questionnaires: array(questionnaireFixture).default([]),
  scheduled: array(scheduledFixture).default([]),
});

/** What a test may say about each record; everything has a default. */
export interface QuestionnaireFixtureOptions {
  firmId?: string;
  companyId: string;
  questionnaires?: Partial<InferType<typeof questionnaireFixture>>[];
  scheduled?: Partial<InferType<typeof scheduledFixture>>[];
}

export interface QuestionnaireFixture {
  questionnaire_ids: string[];
  scheduled_ids: string[];
}

/** Creates the questionnaires and scheduled sends on an existing entity (404 when it is not there). */
export async function createFixtureQuestionnaires(
  db: Db,
  now: () => Date,
  options: QuestionnaireFixtureOptions,
): Promise<QuestionnaireFixture> {
  const input = await parseInput(fixtureSchema, options);
  const entity = await entitiesRepo(db).get(input.firmId, input.companyId);
  if (!entity) throw new NotFound('Entity not found');
  const repo = questionnairesRepo(db);
  const at = now();
  const result: QuestionnaireFixture = { questionnaire_ids: [], scheduled_ids: [] };
  for (const q of input.questionnaires) {
    const id = `q-test-${randomUUID().slice(0, 8)}`;
    const organizer =
      q.content === 'individual'
        ? individualOrganizer('Harborview Tax & Advisory', q.taxYear)
        : q.content === 'business'
          ? businessOrganizer('Harborview Tax & Advisory', q.taxYear)
          : q.content === 'large'
            ? largeOrganizer(q.questionCount)
            : [];
    const keep = q.sectionIds;
    await repo.create(
      newQuestionnaire(
        {
          id,
          firmId: input.firmId,
          companyId: input.companyId,
          name: q.name,
          taxYear: q.taxYear,
          dueDate: new Date(at.getTime() + q.dueInDays * DAY_MS),
          sentAt: q.isDraft ? null : at,
          createdAt: at,
          isDraft: q.isDraft,
          locked: q.locked,
          completed: q.completed,
          openedAt: q.opened ? at : null,
          deletedAt: q.deleted ? at : null,
          assignedAdvisorId: entity.assignedAdvisorId,
          firmGroupId: entity.firmGroupId,
          entityTagIds: entity.tagIds,
        },
        {
          sections: keep ? organizer.filter((s) => keep.includes(s.id)) : organizer,
          answers: q.answers as Record<string, string>,
          answeredAt: at,
          markedSections: q.markedSections,
          depositAmount: q.depositAmount,
          updateProfileSection: q.updateProfileSection,
        },
      ),
    );
    result.questionnaire_ids.push(id);
  }
  for (const s of input.scheduled) {
    const id = `sq-test-${randomUUID().slice(0, 8)}`;
    const sendDate = new Date(at.getTime() + s.sendInDays * DAY_MS);
    await scheduledSendsRepo(db).create({
      id,
      firmId: input.firmId,
      companyId: input.companyId,
      templateId: null,
      name: s.name,
      taxYear: s.taxYear,
      frequency: s.frequency,
      firstScheduledDate: sendDate,
      nextSendDate: sendDate,
      daysUntilDue: 14,
      createdAt: at,
    });
    result.scheduled_ids.push(id);
  }
  return result;
}
