// One document the caller may read, with its entity: what every action on a single document
// starts from (anything the caller may not see reads as 'Document not found').
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { EntitiesRepo } from '../people/people.module';
import { requireDocumentReader } from './documents.policy';
import type { DocumentsRepo } from './documents.repo';

export function documentFinder(deps: { documents: DocumentsRepo; entities: EntitiesRepo }) {
  return async (principal: Principal | null | undefined, id: string) => {
    const caller = requireSignedIn(principal);
    const document = await deps.documents.get(caller.firmId, id);
    const entity = document
      ? await deps.entities.getByIdOrHash(caller.firmId, document.companyId)
      : null;
    return requireDocumentReader(caller, entity, document);
  };
}
