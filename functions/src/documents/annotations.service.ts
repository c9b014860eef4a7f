// A PDF's annotations (issue 15 item 9): firm users of a firm with `annotation_enabled` read and
// save a file's check marks and text boxes, as the full list. Clients never see them: they are the
// firm's review marks.
import type { AnnotationsDto, SaveAnnotationsInput } from '@portico/common/documents/annotations';
import type { Principal } from '../kernel/principal';
import type { AnnotationsRepo } from './annotations.repo';
import { requireAnnotator } from './documents.policy';
import type { DocumentsDeps } from './documents.service';
import { documentFinder } from './readable-document';

export function annotationsService(deps: DocumentsDeps & { annotations: AnnotationsRepo }) {
  const { annotations, clock } = deps;
  const find = documentFinder(deps);
  async function annotatable(principal: Principal | null | undefined, id: string) {
    const found = await find(principal, id);
    requireAnnotator(found.caller, found.entity, found.document);
    return found;
  }
  return {
    async list(principal: Principal | null | undefined, id: string): Promise<AnnotationsDto> {
      const { caller, document } = await annotatable(principal, id);
      return { annotations: await annotations.list(caller.firmId, document.id) };
    },
    async save(
      principal: Principal | null | undefined,
      id: string,
      input: SaveAnnotationsInput,
    ): Promise<AnnotationsDto> {
      const { caller, entity, document } = await annotatable(principal, id);
      const saved = await annotations.replace(
        caller.firmId,
        entity.id,
        document.id,
        input.annotations,
        clock.now(),
      );
      return { annotations: saved };
    },
  };
}

export type AnnotationsService = ReturnType<typeof annotationsService>;
