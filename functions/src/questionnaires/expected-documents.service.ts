// An entity's expected documents for a tax year (issue 15 item 8; docs/api.md "Expected
// documents"): read for its staff and its owners alike, each seeing only the documents they may
// (clients never the STAFF ONLY folders). A document's tax year is the one printed on its form,
// else the year before it was uploaded (forms arrive in the spring after the year they report).
import {
  expectedItemLabel,
  type ExpectedDocumentsDto,
  type ExpectedSummariesInput,
  type ExpectedSummaryDto,
} from '@portico/common/questionnaires/expected-documents';
import {
  canSeeFolder,
  type DocumentRecord,
  type DocumentsRepo,
} from '../documents/documents.module';
import { requireSignedIn, type Principal } from '../kernel/principal';
import { canSeeCompany, type CompaniesRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import { expectedDocuments, type ClassifiedDocument } from './expected-documents';
import {
  clientSees,
  requireExpectedDocumentsReader,
  requireExpectedSummariesReader,
} from './questionnaires.policy';
import type { QuestionnairesRepo } from './questionnaires.repo';
import type { RolloverItemsRepo } from './rollover-items.repo';

interface Deps {
  companies: CompaniesRepo;
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

export function expectedDocumentsService(deps: Deps) {
  const { companies, documents, questionnaires, rollover, clock } = deps;

  /** The tax years the entity has questionnaires for (those the caller sees), newest first. */
  async function questionnaireYears(caller: Principal, companyId: string): Promise<number[]> {
    const found = await questionnaires.listForCompany(
      caller.firmId,
      companyId,
      QUESTIONNAIRES_READ,
    );
    return found.filter((q) => caller.isAdvisor || clientSees(q)).map((q) => q.taxYear);
  }

  /** The entity's recognised documents the caller may see, and how many are still being read. */
  async function formsSeen(caller: Principal, companyId: string) {
    const visible = (await documents.listRecognized(caller.firmId, companyId)).filter((d) =>
      canSeeFolder(caller, d.folder),
    );
    return {
      forms: visible.filter((d) => d.recognition!.documentType).map(classified),
      processing: visible.filter((d) => d.recognition!.status === 'processing').length,
    };
  }

  /** The checklist of one entity and year, from the forms it has. */
  async function checklist(
    caller: Principal,
    companyId: string,
    taxYear: number,
    forms: ClassifiedDocument[],
  ) {
    const items = await rollover.listForCompany(caller.firmId, companyId, taxYear - 1);
    return expectedDocuments(
      forms.filter((d) => d.taxYear === taxYear - 1),
      items.filter((i) => !i.doNotRollover),
      forms.filter((d) => d.taxYear === taxYear),
    );
  }

  return {
    async forCompany(
      principal: Principal | null | undefined,
      companyId: string,
      year: number | undefined,
    ): Promise<ExpectedDocumentsDto> {
      const signedIn = requireSignedIn(principal);
      const { caller, company } = requireExpectedDocumentsReader(
        signedIn,
        await companies.getByIdOrHash(signedIn.firmId, companyId),
      );
      const [{ forms, processing }, asked] = await Promise.all([
        formsSeen(caller, company.id),
        questionnaireYears(caller, company.id),
      ]);
      const taxYear =
        year ?? (asked.length ? Math.max(...asked) : clock.now().getUTCFullYear() - 1);
      const { items, alsoReceived } = await checklist(caller, company.id, taxYear, forms);
      const years = new Set([taxYear, ...asked, ...forms.map((d) => d.taxYear)]);
      return {
        company_id: company.id,
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
      const visible = (await companies.getMany(caller.firmId, ids)).filter((c) =>
        canSeeCompany(caller, c),
      );
      const formsOf = new Map(
        await Promise.all(
          visible.map(async (c) => [c.id, (await formsSeen(caller, c.id)).forms] as const),
        ),
      );
      const wanted = input.entities.filter(
        (e, i, all) =>
          formsOf.has(e.company_id) &&
          all.findIndex((o) => o.company_id === e.company_id && o.tax_year === e.tax_year) === i,
      );
      const summaries = await Promise.all(
        wanted.map(async ({ company_id, tax_year }): Promise<ExpectedSummaryDto> => {
          const { items } = await checklist(caller, company_id, tax_year, formsOf.get(company_id)!);
          return {
            company_id,
            tax_year,
            expected: items.length,
            received: items.filter((i) => i.received).length,
            missing: items.filter((i) => !i.received).map(expectedItemLabel),
          };
        }),
      );
      return { summaries };
    },
  };
}

export type ExpectedDocumentsService = ReturnType<typeof expectedDocumentsService>;
