// Placing by hand (issue 49): a file of a placed import that no entity matched is put, by a staff
// member who sees the import, in the entity they chose — into its prior-year documents folder, as
// the import would have (placed-files-importer.ts) — and leaves the list of files to place.
import { isImportFinished, isPlacedImport, type ImportDto } from '@portico/common/imports/imports';
import { PLACE_MESSAGES, type PlaceImportFileInput } from '@portico/common/imports/placed-files';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { entitiesRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import { canSeeImport, requireImporter } from '../imports.policy';
import { importsRepo, placedKey } from '../imports.repo';
import { importDtoOf } from '../imports.service';
import { archiveEntries } from './import-archive';
import { placeFile } from './placed-files-importer';
import { unplacedFiles } from './unplaced-files';

export function placedFilesService(ports: Ports) {
  const repo = importsRepo(ports.db);
  const entities = entitiesRepo(ports.db);
  return {
    async place(
      principal: Principal | null | undefined,
      id: string,
      input: PlaceImportFileInput,
    ): Promise<ImportDto> {
      const caller = requireImporter(principal);
      const record = await repo.getImport(caller.firmId, id);
      if (!record || !canSeeImport(caller, record.createdBy))
        throw new NotFound('Import not found');
      const waiting =
        isPlacedImport(record.documentType) && isImportFinished(record.status)
          ? unplacedFiles(record, await repo.chunksDone(record))
          : [];
      if (!waiting.some((f) => f.file === input.file && f.line === input.line))
        throw new Conflict(PLACE_MESSAGES.notUnplaced);
      const entity = await entities.getByIdOrHash(caller.firmId, input.company_id);
      if (!entity) throw new NotFound('Entity not found');
      const entries = await archiveEntries(ports.blobs, record.files[input.file]!);
      const entry = 'problem' in entries ? undefined : entries[input.line - 1];
      if (!entry) throw new NotFound('File not found');
      const outcome = await placeFile(ports, record, caller, entity, { ...input, entry });
      if (typeof outcome !== 'string') throw new Invalid(outcome.reason);
      if (!(await repo.markPlaced(record, placedKey(input.file, input.line))))
        throw new Conflict(PLACE_MESSAGES.notUnplaced);
      const after = await repo.getImport(caller.firmId, id);
      return importDtoOf(repo, after ?? record);
    },
  };
}

export type PlacedFilesService = ReturnType<typeof placedFilesService>;
