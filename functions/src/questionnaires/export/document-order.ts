// The order of a questionnaire's documents in its PDF export (spec 2 §6 "Export formats"): by the
// tax form each was recognised as — the firm's own order first (`custom_document_export_order`,
// forms by name, any case), then the catalogue's (about fifty forms, W-2 first) — and documents of
// no known form last; ties keep the page's order. An upload split into forms is exported as its
// forms, each in its place.
import { TAX_FORMS } from '@portico/common/documents/tax-forms';
import type { DocumentRecord } from '../../documents/documents.module';

const key = (form: string) => form.trim().toUpperCase();

/** `held`: the page's documents in page order; `all`: every document of the questionnaire. */
export function exportOrder(
  held: DocumentRecord[],
  all: DocumentRecord[],
  customOrder: readonly string[],
): DocumentRecord[] {
  const rank = new Map<string, number>();
  for (const form of [...customOrder, ...TAX_FORMS.map((f) => f.type)])
    if (!rank.has(key(form))) rank.set(key(form), rank.size);
  const formsOf = (parent: DocumentRecord) =>
    all
      .filter((d) => d.recognition?.parentDocumentId === parent.id && !d.deletedAt)
      .sort(
        (a, b) => (a.recognition!.parentPages?.[0] ?? 0) - (b.recognition!.parentPages?.[0] ?? 0),
      );
  const documents = held.flatMap((d) => {
    const forms = d.recognition?.status === 'split_succeeded' ? formsOf(d) : [];
    return forms.length > 0 ? forms : [d];
  });
  const last = Number.MAX_SAFE_INTEGER;
  const rankOf = (d: DocumentRecord) => {
    const form = d.recognition?.documentType;
    return (form ? rank.get(key(form)) : undefined) ?? last;
  };
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => rankOf(a.document) - rankOf(b.document) || a.index - b.index)
    .map(({ document }) => document);
}
