// Checking a copy of a signed return's file against what the portal kept (issue 45): staff pick a
// file they hold (one a client sent back, one from an archive) and learn whether it is, byte for
// byte, a sealed signed form of this return or the return as it was sent to its signers. The file
// never leaves their browser: it is hashed there (SHA-256) and only the hash is compared.
import { object, string, type InferType } from 'yup';
import { formatDateTime } from '../format/instant';

const NOT_A_HASH = 'sha256 must be 64 lowercase hexadecimal characters';

export const copyCheckSchema = object({
  sha256: string()
    .required('sha256 is missing')
    .max(64, NOT_A_HASH)
    .matches(/^[0-9a-f]{64}$/, NOT_A_HASH),
}).noUnknown();
export type CopyCheckInput = InferType<typeof copyCheckSchema>;

export interface CopyCheckDto {
  /** What the copy is: a sealed signed form, the return as sent, or neither. */
  matches: 'sealed_form' | 'sent_return' | null;
  /** The sealed form's name (sealed_form only). */
  form_name: string | null;
  /** ISO, when that form was sealed (sealed_form only). */
  sealed_at: string | null;
}

export const COPY_CHECK_TITLE = 'Check a copy';

/** What staff read about the copy they checked. */
export function copyCheckVerdict(check: CopyCheckDto): { ok: boolean; text: string } {
  if (check.matches === 'sealed_form')
    return {
      ok: true,
      text: `This is the sealed signed copy of ${check.form_name}, unchanged since it was sealed on ${formatDateTime(check.sealed_at!)}.`,
    };
  if (check.matches === 'sent_return')
    return {
      ok: true,
      text: 'This is the tax return exactly as it was sent to its signers, before any signature.',
    };
  return {
    ok: false,
    text: 'This file is not a copy this tax return kept: it was changed after it was sealed, or it is another file.',
  };
}
