// Who may upload, read and remove an entity's documents (spec 3 §6): staff who may see the
// entity, and its owners; a read-only client or a client on a read-only entity only reads.
// Anything not visible reads as 404.
import { NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import {
  requireCompanyEditable,
  requireVisibleCompany,
  type CompanyRecord,
} from '../people/people.module';
import type { DocumentRecord } from './document-record';

export function requireDocumentWriter(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
): { caller: Principal; company: CompanyRecord } {
  const found = requireVisibleCompany(requireSignedIn(principal), company);
  requireCompanyEditable(found.caller, found.company);
  return found;
}

export function requireDocumentReader(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
  document: DocumentRecord | null,
): { caller: Principal; company: CompanyRecord; document: DocumentRecord } {
  const caller = requireSignedIn(principal);
  if (!document || document.deletedAt || !company || document.companyId !== company.id)
    throw new NotFound('Document not found');
  try {
    requireVisibleCompany(caller, company);
  } catch {
    throw new NotFound('Document not found');
  }
  return { caller, company, document };
}
