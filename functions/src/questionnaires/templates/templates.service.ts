// The template library (spec 2 §3 "Template", issue 14): list, read, create (blank or from the
// starter catalogue), duplicate, rename, save the content, delete, and the preview the client
// would see. Staff read templates (they send them); template editors change them.
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import { templateStructureProblem } from '@portico/common/questionnaires/template-edits';
import {
  TEMPLATE_LIMITS,
  TEMPLATE_NOT_FOUND,
  VERSION_CONFLICT,
  type CreateTemplateInput,
  type SaveTemplateInput,
  type TemplateDto,
  type TemplateSummaryDto,
} from '@portico/common/questionnaires/templates';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import { newQuestionnaire } from '../new-questionnaire';
import { pagePreferences, sectionDtos } from '../questionnaire-page.dto';
import type { SectionDef } from '../questionnaire-record';
import { questionnaireHead } from '../questionnaires.dto';
import { requireTemplateEditor, requireTemplateReader } from '../questionnaires.policy';
import { withSafeLetters } from '../letters-and-deposits/safe-letters';
import { starterTemplateContent } from './starter-templates';
import type { TemplateListing, TemplateRecord, TemplatesRepo } from './templates.repo';
import { cutText } from '@portico/common/format/code-points';

interface Deps {
  templates: TemplatesRepo;
  clock: Clock;
  newId: NewId;
}

const summaryDto = (t: TemplateListing): TemplateSummaryDto => ({
  id: t.id,
  name: t.name,
  section_count: t.sectionCount,
  question_count: t.questionCount,
  updated_at: t.updatedAt.toISOString(),
});

export function templateDto(t: TemplateRecord): TemplateDto {
  return {
    ...summaryDto({
      ...t,
      sectionCount: t.sections.length,
      questionCount: t.sections.reduce((n, s) => n + s.questions.length, 0),
    }),
    hash_id: t.hashId,
    sections: withSafeLetters(t.sections),
    version: t.version,
  };
}

/**
 * The content as saved: each section's type follows its key; questions keep their order; letters
 * keep only what the HTML allow-list keeps.
 */
function normalise(input: SaveTemplateInput['sections']): SectionDef[] {
  return withSafeLetters(
    input.map((s) => ({
      ...s,
      section_type: SECTION_TYPES[s.section_key],
      questions: s.questions.map((q, index) => ({ ...q, order: index + 1 })),
    })),
  );
}

const copyName = (name: string) => cutText(`Copy of ${name}`, TEMPLATE_LIMITS.name);

export function templatesService({ templates, clock, newId }: Deps) {
  async function found(firmId: string, id: string): Promise<TemplateRecord> {
    const template = await templates.find(firmId, id);
    if (!template) throw new NotFound(TEMPLATE_NOT_FOUND);
    return template;
  }

  async function createWith(caller: Principal, name: string, sections: SectionDef[]) {
    const now = clock.now();
    const template: TemplateRecord = {
      id: newId(),
      firmId: caller.firmId,
      hashId: newId().replace(/-/g, '').slice(0, 12),
      name,
      // A starter's letters are ours, a duplicate's may predate the sanitiser: both stored clean.
      sections: withSafeLetters(sections),
      createdAt: now,
      updatedAt: now,
      updatedBy: caller.userId,
      version: 1,
      deletedAt: null,
    };
    await templates.create(template);
    return templateDto(template);
  }

  async function change(
    caller: Principal,
    id: string,
    decide: Parameters<TemplatesRepo['update']>[2],
  ): Promise<TemplateRecord> {
    const next = await templates.update(caller.firmId, id, decide);
    if (!next) throw new NotFound(TEMPLATE_NOT_FOUND);
    return next;
  }

  const stamp = (caller: Principal) => ({ updatedAt: clock.now(), updatedBy: caller.userId });

  return {
    async list(principal: Principal | null | undefined): Promise<TemplateSummaryDto[]> {
      const caller = requireTemplateReader(principal);
      return (await templates.list(caller.firmId)).map(summaryDto);
    },

    async get(principal: Principal | null | undefined, id: string): Promise<TemplateDto> {
      const caller = requireTemplateReader(principal);
      return templateDto(await found(caller.firmId, id));
    },

    async create(principal: Principal | null | undefined, input: CreateTemplateInput) {
      const caller = requireTemplateEditor(principal);
      const sections = input.starter === 'blank' ? [] : starterTemplateContent(input.starter);
      return createWith(caller, input.name, sections);
    },

    async duplicate(principal: Principal | null | undefined, id: string): Promise<TemplateDto> {
      const caller = requireTemplateEditor(principal);
      const source = await found(caller.firmId, id);
      return createWith(caller, copyName(source.name), source.sections);
    },

    async rename(principal: Principal | null | undefined, id: string, name: string) {
      const caller = requireTemplateEditor(principal);
      return templateDto(await change(caller, id, () => ({ name, ...stamp(caller) })));
    },

    async save(principal: Principal | null | undefined, id: string, input: SaveTemplateInput) {
      const caller = requireTemplateEditor(principal);
      const sections = normalise(input.sections);
      const problem = templateStructureProblem(sections);
      if (problem) throw new Invalid(problem);
      const saved = await change(caller, id, (current) => {
        if (current.version !== input.version) throw new Conflict(VERSION_CONFLICT);
        return { sections, ...stamp(caller) };
      });
      return templateDto(saved);
    },

    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = requireTemplateEditor(principal);
      await change(caller, id, () => ({ deletedAt: clock.now(), ...stamp(caller) }));
    },

    /**
     * The template as a client would see it once sent (spec 2 §1 "template mode"): no answers, the
     * tax year before this one, tags left as written.
     */
    async preview(principal: Principal | null | undefined, id: string) {
      const caller = requireTemplateReader(principal);
      const template = await found(caller.firmId, id);
      const now = clock.now();
      const record = newQuestionnaire(
        {
          id: template.id,
          firmId: caller.firmId,
          companyId: '',
          name: template.name,
          taxYear: now.getUTCFullYear() - 1,
          dueDate: null,
          sentAt: null,
          createdAt: now,
          isDraft: true,
          locked: false,
          completed: false,
          openedAt: null,
          deletedAt: null,
          assignedAdvisorId: null,
          firmGroupId: null,
          entityTagIds: [],
        },
        { sections: template.sections },
      );
      const page: QuestionnairePageDto = {
        ...questionnaireHead(record),
        company_id: '',
        company_hash: '',
        company_name: '',
        deposit_status: null,
        deposit_amount: null,
        deposit_card_payment: null,
        deposit_payment_available: false,
        sections: sectionDtos(record),
        additional_attachments: [],
        preferences: pagePreferences(caller.firm.preferences),
        read_only_reason: null,
        contact_confirmation: null,
        client_status: null,
        tracked_changes: null,
        delivered_tax_return: null,
      };
      return page;
    },
  };
}

export type TemplatesService = ReturnType<typeof templatesService>;
