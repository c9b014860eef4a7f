// Which entity a placed import's file is for (issue 49): the one entity the importer sees whose
// id in the firm's tax software, or external entity id, is a word of the file's name — the tax
// software prints its client id in the organizer's name. None, or several, and the staff decide.
import {
  nameTokens,
  PLACE_MESSAGES,
  severalEntitiesMatch,
} from '@portico/common/imports/placed-files';
import type { Principal } from '../../kernel/principal';
import { canSeeEntity, type EntitiesRepo, type EntityRecord } from '../../people/people.module';

export async function entityOfFile(
  entities: EntitiesRepo,
  importer: Principal,
  fileName: string,
): Promise<EntityRecord | { reason: string }> {
  const found = new Map<string, EntityRecord>();
  for (const token of nameTokens(fileName)) {
    const [byClientId, byExternalId] = await Promise.all([
      entities.byTaxSoftwareClientId(importer.firmId, token),
      entities.byExternalId(importer.firmId, token),
    ]);
    for (const entity of [...byClientId, ...byExternalId])
      if (canSeeEntity(importer, entity)) found.set(entity.id, entity);
  }
  const matched = [...found.values()];
  if (matched.length === 1) return matched[0]!;
  if (matched.length === 0) return { reason: PLACE_MESSAGES.noMatch };
  return { reason: severalEntitiesMatch(matched.map((e) => e.name)) };
}
