/**
 * The size limits Firestore's backend puts on a document as written (after its transforms):
 * 1 MiB for the whole document (Firestore's storage-size formula) and 1 MiB − 89 bytes for one
 * string or bytes value. Both are refused with 3 INVALID_ARGUMENT, the whole commit with them.
 */
import { storeError } from './errors.js';
import { isPlainObject, type Data } from './field-paths.js';
import { documentSize } from './values.js';

export const MAX_DOCUMENT_SIZE = 1_048_576;
export const MAX_VALUE_BYTES = 1_048_487;

/** `name` is the document's full resource name, for the message. */
export function checkDocumentLimits(name: string, path: string, data: Data): void {
  const size = documentSize(path, data);
  if (size > MAX_DOCUMENT_SIZE) {
    // Production Firestore's message; the emulator names the longest property instead.
    throw storeError(
      'INVALID_ARGUMENT',
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  }
  // A value's bytes count in the document's size, so only a document this large can hold one.
  if (size > MAX_VALUE_BYTES) checkValueSizes(data);
}

/**
 * The emulator's messages: a top-level field (or an element of a top-level array) names the
 * field; a value deeper in a map names the top-level field that holds it.
 */
function checkValueSizes(data: Data): void {
  for (const [field, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => tooLong(v))) {
      throw storeError(
        'INVALID_ARGUMENT',
        `The value of property "${field}" is longer than ${MAX_VALUE_BYTES} bytes.`,
      );
    }
    if (values.some((v) => isPlainObject(v) && holdsTooLong(v))) {
      throw storeError('INVALID_ARGUMENT', `Property ${field} contains an invalid nested entity.`);
    }
  }
}

function tooLong(value: unknown): boolean {
  if (typeof value === 'string')
    return value.length > MAX_VALUE_BYTES / 3 && Buffer.byteLength(value) > MAX_VALUE_BYTES;
  return value instanceof Uint8Array && value.length > MAX_VALUE_BYTES;
}

/** Whether a map (at any depth, arrays included) holds a value that is too long. */
function holdsTooLong(value: unknown): boolean {
  const inner = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return inner.some((v) => tooLong(v) || holdsTooLong(v));
}
