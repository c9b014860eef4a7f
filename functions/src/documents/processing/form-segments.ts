// Where one form ends and the next begins in a PDF of several (issue 15 item 6): a page that shows
// a form starts a new document unless it is the same form as the page before (a form's second
// page, or the next copy of it) from the same payer — two W-2s from two employers, back to back,
// are two documents; a page that shows none (instructions, a continuation) stays with the form
// before it. Pages before the first form make a document of their own.
import { payerKey } from '@portico/common/documents/form-details';

export interface FormSegment {
  /** The form, or null for leading pages that show none. */
  documentType: string | null;
  /** Page numbers, from 1. */
  pages: number[];
}

/**
 * `pagePayers` (optional, beside `pageForms`): who issued each page's form, where it reads; a
 * page whose payer differs from the one its form began with starts a new document.
 */
export function formSegments(
  pageForms: (string | null)[],
  pagePayers: (string | null)[] = [],
): FormSegment[] {
  const segments: (FormSegment & { payer: string | null })[] = [];
  pageForms.forEach((form, index) => {
    const current = segments.at(-1);
    const payer = pagePayers[index] ? payerKey(pagePayers[index]) : null;
    const samePayer = !payer || !current?.payer || payer === current.payer;
    if (current && (form === null || (form === current.documentType && samePayer))) {
      current.pages.push(index + 1);
      current.payer ??= payer;
    } else segments.push({ documentType: form, pages: [index + 1], payer });
  });
  return segments.map(({ documentType, pages }) => ({ documentType, pages }));
}
