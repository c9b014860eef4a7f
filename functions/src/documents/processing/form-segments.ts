// Where one form ends and the next begins in a PDF of several (issue 15 item 6): a page that shows
// a form starts a new document unless it is the same form as the page before (a form's second
// page, or the next copy of it); a page that shows none (instructions, a continuation) stays with
// the form before it. Pages before the first form make a document of their own.

export interface FormSegment {
  /** The form, or null for leading pages that show none. */
  documentType: string | null;
  /** Page numbers, from 1. */
  pages: number[];
}

export function formSegments(pageForms: (string | null)[]): FormSegment[] {
  const segments: FormSegment[] = [];
  pageForms.forEach((form, index) => {
    const current = segments.at(-1);
    if (current && (form === null || form === current.documentType)) current.pages.push(index + 1);
    else segments.push({ documentType: form, pages: [index + 1] });
  });
  return segments;
}
