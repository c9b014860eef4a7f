// The public drop-off page (spec 2 §1 /document-drop-off, §9 links valid 7 days): the link's
// token stands in for a sign-in, for one questionnaire only. Each call finds the link, checks it
// names this questionnaire and entity and has not expired, and then acts as the owner it was
// mailed to, through the same services and rules as the portal: reading the checklist, uploading
// to one of its items, submitting. Nothing else of the portal is reachable with it.
import { ROOT_FOLDER } from '@portico/common/documents/vault';
import {
  DROP_OFF_MESSAGES,
  type DropOffAccess,
  type DropOffPageDto,
} from '@portico/common/questionnaires/drop-off';
import type {
  ProcessDocumentDto,
  StartUploadDto,
  StartUploadInput,
} from '@portico/common/documents/uploads';
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import type { DocumentsService, UploadsService } from '../../documents/documents.module';
import { Gone, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { AnsweringService } from '../answering/answering.service';
import type { DropOffLinksRepo } from './drop-off-links.repo';

/** The caller a link stands for: its owner, as a sign-in would resolve them. */
export type PrincipalOf = (uid: string, firmId: string) => Promise<Principal | null>;

interface Deps {
  dropOffLinks: DropOffLinksRepo;
  principalOf: PrincipalOf;
  answering: AnsweringService;
  uploads: UploadsService;
  documents: DocumentsService;
  clock: Clock;
}

export function dropOffService(deps: Deps) {
  const { dropOffLinks, principalOf, answering, uploads, documents, clock } = deps;
  /** The owner the link acts as, and the questionnaire it opens. */
  async function linkCaller(access: DropOffAccess) {
    const grant = await dropOffLinks.get(access.token);
    if (
      !grant ||
      grant.questionnaireId !== access.questionnaire_id ||
      grant.companyId !== access.company_id
    )
      throw new NotFound(DROP_OFF_MESSAGES.invalidLink);
    if (grant.expiresAt.getTime() <= clock.now().getTime())
      throw new Gone(DROP_OFF_MESSAGES.expiredLink);
    const caller = await principalOf(grant.uid, grant.firmId);
    // An owner deactivated since (or gone) no longer drops anything off.
    if (!caller || !caller.active || caller.isStaff)
      throw new NotFound(DROP_OFF_MESSAGES.invalidLink);
    return { caller, grant };
  }

  async function checklist(
    caller: Principal,
    grant: { questionnaireId: string; expiresAt: Date },
  ): Promise<DropOffPageDto> {
    const page = await answering.getPage(caller, grant.questionnaireId);
    return {
      firm_name: caller.firm.name,
      company_name: page.company_name,
      name: page.name,
      tax_year: page.tax_year,
      due_date: page.due_date,
      expires_at: grant.expiresAt.toISOString(),
      submitted_at: page.submitted_at,
      read_only_reason: page.read_only_reason,
      items: page.sections
        .filter((s) => s.section_type === SECTION_TYPES.document_checklist)
        .flatMap((s) => s.questions)
        .filter((q) => q.question_type === 'upload')
        .map((q) => ({
          id: q.id,
          text: q.text,
          optional: q.optional,
          documents: q.documents.map((d) => ({ id: d.id, name: d.name, created_at: d.created_at })),
        })),
    };
  }

  async function open(access: DropOffAccess): Promise<DropOffPageDto> {
    const { caller, grant } = await linkCaller(access);
    return checklist(caller, grant);
  }

  return {
    open,

    async startUpload(
      access: DropOffAccess,
      files: StartUploadInput['files'],
    ): Promise<StartUploadDto> {
      const { caller, grant } = await linkCaller(access);
      return uploads.startUpload(caller, { company_id: grant.companyId, path: ROOT_FOLDER, files });
    },

    /** The files of an upload become the answer of one checklist item. */
    async process(
      access: DropOffAccess,
      input: { upload_id: string; question_id: string },
    ): Promise<ProcessDocumentDto> {
      const { caller, grant } = await linkCaller(access);
      const { items } = await checklist(caller, grant);
      if (!items.some((item) => item.id === input.question_id))
        throw new Invalid(DROP_OFF_MESSAGES.noUploads);
      return uploads.process(caller, {
        upload_id: input.upload_id,
        questionnaire_id: grant.questionnaireId,
        question_id: input.question_id,
        description: '',
        requires_splitting: true,
      });
    },

    /**
     * Takes back a document uploaded to one of the checklist's items (kept as deleted, as a
     * removal in the portal is); answers the checklist afterwards.
     */
    async removeDocument(access: DropOffAccess, documentId: string): Promise<DropOffPageDto> {
      const { caller, grant } = await linkCaller(access);
      const { items } = await checklist(caller, grant);
      if (!items.some((item) => item.documents.some((d) => d.id === documentId)))
        throw new NotFound('Document not found');
      await documents.remove(caller, documentId);
      return checklist(caller, grant);
    },

    /** Submits the checklist as the portal's Review and Submit does ('I Agree' and all). */
    async submit(access: DropOffAccess, agreed: boolean): Promise<DropOffPageDto> {
      const { caller, grant } = await linkCaller(access);
      await answering.submit(caller, grant.questionnaireId, agreed);
      return checklist(caller, grant);
    },
  };
}

export type DropOffService = ReturnType<typeof dropOffService>;
