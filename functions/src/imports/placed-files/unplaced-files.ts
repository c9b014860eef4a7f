// A placed import's files left for the staff (issue 49): the files no entity matched, as the
// chunks left them, less those placed by hand since.
import { isPlacedImport, type UnplacedFileDto } from '@portico/common/imports/imports';
import { placedKey, type ChunkOutcome, type ImportRecord } from '../imports.repo';

export function unplacedFiles(record: ImportRecord, outcomes: ChunkOutcome[]): UnplacedFileDto[] {
  if (!isPlacedImport(record.documentType)) return [];
  const placed = new Set(record.placed);
  return outcomes.flatMap((outcome) =>
    outcome.failed.flatMap(({ file, line, reason, name }) =>
      placed.has(placedKey(file, line)) ? [] : [{ file, line, reason, name: name ?? '' }],
    ),
  );
}
