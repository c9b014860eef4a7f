// An entity's expected documents for a tax year (issue 15 item 8; docs/api.md "Expected
// documents"): read for its staff and its owners alike, each seeing only the documents they may
// (clients never the STAFF ONLY folders). A document's tax year is the one printed on its form,
// else the year before it was uploaded (forms arrive in the spring after the year they report).
import {
  expectedItemLabel,
  type ExpectedDocumentsDto,
  type ExpectedSummaryDto,
} from '@portico/common/questionnaires/expected-documents';
import type { ExpectedSummariesInput } from '@portico/common/questionnaires/expected-documents-input';
import {
  canSeeFolder,
  type DocumentRecord,
  type DocumentsRepo,
} from '../../documents/documents.module';
import { requireSignedIn, type Principal } from '../../kernel/principal';
import { canSeeEntity, type EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { expectedDocuments, type ClassifiedDocument } from './expected-documents';
import {
  clientSees,
  requireExpectedDocumentsReader,
  requireExpectedSummariesReader,
} from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';
import type { RolloverItemRecord, RolloverItemsRepo } from '../rollover-items/rollover-items.repo';

interface Deps {
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  questionnaires: QuestionnairesRepo;
  rollover: RolloverItemsRepo;
  clock: Clock;
}

/** The questionnaires read for the entity's tax years (its newest). */
const QUESTIONNAIRES_READ = 50;

const classified = (d: DocumentRecord): ClassifiedDocument => ({
  id: d.id,
  name: d.name,
  folder: d.folder,
  form: d.recognition!.documentType!,
  payer: d.recognition!.payer,
  taxYear: d.recognition!.taxYear ?? d.createdAt.getUTCFullYear() - 1,
});

/** The entity's checklist for a tax year: last year's forms and items, matched to this year's. */
const checklistOf = (forms: ClassifiedDocument[], items: RolloverItemRecord[], taxYear: number) =>
  expectedDocuments(
    forms.filter((d) => d.taxYear === taxYear - 1),
    items.filter((i) => !i.doNotRollover),
    forms.filter((d) => d.taxYear === taxYear),
  );

/** The documents classified as a form, by entity. */
function formsByCompany(seen: DocumentRecord[]): Map<string, ClassifiedDocument[]> {
  const by = new Map<string, ClassifiedDocument[]>();
  for (const d of seen.filter((d) => d.recognition!.documentType)) {
    by.set(d.companyId, [...(by.get(d.companyId) ?? []), classified(d)]);
  }
  return by;
}

export function expectedDocumentsService(deps: Deps) {
  const { entities, documents, questionnaires, rollover, clock } = deps;

  /** The tax years the entity has questionnaires for (those the caller sees), newest first. */
  async function questionnaireYears(caller: Principal, companyId: string): Promise<number[]> {
    const found = await questionnaires.listForCompany(
      caller.firmId,
      companyId,
      QUESTIONNAIRES_READ,
    );
    return found.filter((q) => caller.isStaff || clientSees(q)).map((q) => q.taxYear);
  }

  /** The entities' recognised documents the caller may see (of any folder they see). */
  async function recognisedSeen(caller: Principal, companyIds: string[]) {
    return (await documents.listRecognized(caller.firmId, companyIds)).filter((d) =>
      canSeeFolder(caller, d.folder),
    );
  }

  return {
    async forCompany(
      principal: Principal | null | undefined,
      companyId: string,
      year: number | undefined,
    ): Promise<ExpectedDocumentsDto> {
      const signedIn = requireSignedIn(principal);
      const { caller, entity } = requireExpectedDocumentsReader(
        signedIn,
        await entities.getByIdOrHash(signedIn.firmId, companyId),
      );
      const [seen, asked] = await Promise.all([
        recognisedSeen(caller, [entity.id]),
        questionnaireYears(caller, entity.id),
      ]);
      const forms = formsByCompany(seen).get(entity.id) ?? [];
      const processing = seen.filter((d) => d.recognition!.status === 'processing').length;
      const taxYear =
        year ?? (asked.length ? Math.max(...asked) : clock.now().getUTCFullYear() - 1);
      const { items, alsoReceived } = checklistOf(
        forms,
        await rollover.listForCompany(caller.firmId, entity.id, taxYear - 1),
        taxYear,
      );
      const years = new Set([taxYear, ...asked, ...forms.map((d) => d.taxYear)]);
      return {
        company_id: entity.id,
        tax_year: taxYear,
        processing,
        years: [...years].sort((a, b) => b - a),
        items,
        also_received: alsoReceived.map(({ id, name, folder, form, payer }) => ({
          id,
          name,
          folder,
          form,
          payer,
        })),
      };
    },

    /**
     * For the staff overview's column: how many of each entity-year's expected forms arrived,
     * and which are missing; entities the caller does not see are left out.
     */
    async summaries(
      principal: Principal | null | undefined,
      input: ExpectedSummariesInput,
    ): Promise<{ summaries: ExpectedSummaryDto[] }> {
      const caller = requireExpectedSummariesReader(principal);
      const ids = [...new Set(input.entities.map((e) => e.company_id))];
      const visible = (await entities.getMany(caller.firmId, ids)).filter((c) =>
        canSeeEntity(caller, c),
      );
      const formsOf = formsByCompany(
        await recognisedSeen(
          caller,
          visible.map((c) => c.id),
        ),
      );
      const seenIds = new Set(visible.map((c) => c.id));
      const wanted = input.entities.filter(
        (e, i, all) =>
          seenIds.has(e.company_id) &&
          all.findIndex((o) => o.company_id === e.company_id && o.tax_year === e.tax_year) === i,
      );
      // Each year's prior-year items in one read for all its entities (a page has one or two).
      const years = [...new Set(wanted.map((e) => e.tax_year))];
      const itemsOf = new Map(
        await Promise.all(
          years.map(async (year) => {
            const ids = wanted.filter((e) => e.tax_year === year).map((e) => e.company_id);
            const items = await rollover.listForCompanies(caller.firmId, ids, year - 1);
            return [year, items] as const;
          }),
        ),
      );
      const summaries = wanted.map(({ company_id, tax_year }): ExpectedSummaryDto => {
        const { items } = checklistOf(
          formsOf.get(company_id) ?? [],
          itemsOf.get(tax_year)!.filter((i) => i.companyId === company_id),
          tax_year,
        );
        return {
          company_id,
          tax_year,
          expected: items.length,
          received: items.filter((i) => i.received).length,
          missing: items.filter((i) => !i.received).map(expectedItemLabel),
        };
      });
      return { summaries };
    },
  };
}

export type ExpectedDocumentsService = ReturnType<typeof expectedDocumentsService>;
