// The type an import file is stored and served as (issue 11), decided from its bytes: CSV for a
// list kind's text, else a magic number, else plain text; never the uploader's word.
import type { ImportFileType } from '@portico/common/imports/imports';

/** What file-type needs from the start of a file (its reasonableDetectionSizeInBytes). */
export const SNIFF_BYTES = 4100;
export const UNKNOWN_TYPE = 'application/octet-stream';

/** The kinds whose files are CSV lists (spec 3 §9); CSV has no magic number. */
const CSV_KINDS: readonly ImportFileType[] = ['client_list', 'staff_list', 'rollover_items_csv'];

/** Text in any 8-bit encoding: no NUL or other control byte but tab, line and form feeds. */
const isTextByte = (byte: number) =>
  byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

/** A list kind's text is CSV even where its first bytes look like a magic number ("MZ…"). */
export async function decideImportFileType(
  kind: ImportFileType,
  start: Uint8Array,
): Promise<string> {
  const text = start.every(isTextByte);
  if (text && CSV_KINDS.includes(kind)) return 'text/csv';
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(start);
  if (sniffed) return sniffed.mime;
  return text ? 'text/plain' : UNKNOWN_TYPE;
}
