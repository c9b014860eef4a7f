// An entity's expected documents for a tax year (issue 15 item 8; docs/api.md "Expected
// documents"): read for its staff and its owners alike, each seeing only the documents they may
// (clients never the STAFF ONLY folders). A document's tax year is the one printed on its form,
// else the year before it was uploaded (forms arrive in the spring after the year they report).
import type { ExpectedDocumentsDto } from '@portico/common/questionnaires/expected-documents';
import {
  canSeeFolder,
  type DocumentRecord,
  type DocumentsRepo,
} from '../documents/documents.module';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import { expectedDocuments, type ClassifiedDocument } from './expected-documents';
import { clientSees, requireExpectedDocumentsReader } from './questionnaires.policy';
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
      const [forms, asked] = await Promise.all([
        documents.listRecognized(caller.firmId, company.id),
        questionnaireYears(caller, company.id),
      ]);
      const visible = forms.filter((d) => canSeeFolder(caller, d.folder));
      const seen = visible.filter((d) => d.recognition!.documentType).map(classified);
      const processing = visible.filter((d) => d.recognition!.status === 'processing').length;
      const taxYear =
        year ?? (asked.length ? Math.max(...asked) : clock.now().getUTCFullYear() - 1);
      const items = await rollover.listForCompany(caller.firmId, company.id, taxYear - 1);
      const { items: checklist, alsoReceived } = expectedDocuments(
        seen.filter((d) => d.taxYear === taxYear - 1),
        items.filter((i) => !i.doNotRollover),
        seen.filter((d) => d.taxYear === taxYear),
      );
      const years = new Set([taxYear, ...asked, ...seen.map((d) => d.taxYear)]);
      return {
        company_id: company.id,
        tax_year: taxYear,
        processing,
        years: [...years].sort((a, b) => b - a),
        items: checklist,
        also_received: alsoReceived.map(({ id, name, folder, form, payer }) => ({
          id,
          name,
          folder,
          form,
          payer,
        })),
      };
    },
  };
}

export type ExpectedDocumentsService = ReturnType<typeof expectedDocumentsService>;
