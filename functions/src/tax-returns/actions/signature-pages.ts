// The pages a return asks signatures on (spec 3 §2 Download → "Signature pages"): every e-sign
// form's pages, once each, in page order (copied from the return by signing's extractPages).
import type { ESignFormDto } from '@portico/common/tax-returns/tax-return-model';

/** The pages (1-based) the forms are on, once each, in order. */
export const signaturePagesOf = (forms: readonly ESignFormDto[]): number[] =>
  [...new Set(forms.flatMap((f) => f.pages))].sort((a, b) => a - b);
