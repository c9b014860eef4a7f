// Which forms an entity is expected to hand in for a tax year, and which it has (issue 15 item 8):
// every form classified among the year before's documents, and every prior-year item of that year
// that names a form, once each (by form and payer); then this year's classified documents are
// matched to them — same form and same payer first, then a form whose payer one side does not
// show. Each document answers one item; what answers none was not expected.
import type {
  ExpectedItemDto,
  ReceivedDocumentDto,
} from '@portico/common/questionnaires/expected-documents';
import { payerKey } from '@portico/common/documents/form-details';
import { TAX_FORMS } from '@portico/common/documents/tax-forms';

/** A document classified as one form, with the year and payer read from it. */
export interface ClassifiedDocument extends ReceivedDocumentDto {
  form: string;
  payer: string | null;
  taxYear: number;
}

const TITLES = new Map(TAX_FORMS.map((f) => [f.type, f.title]));

/** Longest first, so '1099-INT' is found before '1099' in an item's name. */
const BY_LENGTH = [...TAX_FORMS].sort((a, b) => b.type.length - a.type.length);
const namePattern = (type: string) =>
  new RegExp(`(?:^|[^\\w-])(?:Form\\s+)?${type.replace(/-/g, '\\s*-\\s*')}(?![\\w-])`, 'i');

/**
 * The form a prior-year item's name names, and who from: 'W-2 from Northwind Logistics' is a W-2
 * from Northwind Logistics; '1098' a 1098 from anyone; 'Daycare receipts' none (the
 * questionnaire asks for it, but no form can be matched to it).
 */
export function formOfItem(name: string): { form: string; payer: string | null } | null {
  for (const { type } of BY_LENGTH) {
    const found = namePattern(type).exec(name);
    if (!found) continue;
    const rest = `${name.slice(0, found.index)} ${name.slice(found.index + found[0].length)}`
      .replace(/^[\s\-–—:,(]*(?:(?:issued\s+)?(?:from|by)\s+)?/i, '')
      .replace(/[\s)]+$/, '')
      .trim();
    return { form: type, payer: rest || null };
  }
  return null;
}

interface Expected {
  form: string;
  payer: string | null;
  source: ExpectedItemDto['source'];
}

const keyOf = (form: string, payer: string | null) =>
  `${form}\u0000${payer ? payerKey(payer) : ''}`;

export function expectedDocuments(
  lastYear: ClassifiedDocument[],
  priorYearItems: { name: string }[],
  thisYear: ClassifiedDocument[],
): { items: ExpectedItemDto[]; alsoReceived: ClassifiedDocument[] } {
  const expected = new Map<string, Expected>();
  for (const doc of lastYear) {
    const key = keyOf(doc.form, doc.payer);
    if (!expected.has(key))
      expected.set(key, { form: doc.form, payer: doc.payer, source: 'last_year' });
  }
  for (const item of priorYearItems) {
    const named = formOfItem(item.name);
    if (!named) continue;
    const key = keyOf(named.form, named.payer);
    // An item of no payer adds nothing to a form already expected from someone.
    const covered = [...expected.values()].some((e) => e.form === named.form && !named.payer);
    if (!expected.has(key) && !covered) expected.set(key, { ...named, source: 'prior_year_item' });
  }

  const items = [...expected.values()].sort(
    (a, b) => a.form.localeCompare(b.form) || (a.payer ?? '').localeCompare(b.payer ?? ''),
  );
  const received = new Map<Expected, ClassifiedDocument>();
  const unmatched = new Set(thisYear);
  const match = (fits: (item: Expected, doc: ClassifiedDocument) => boolean) => {
    for (const item of items) {
      if (received.has(item)) continue;
      const doc = [...unmatched].find((d) => d.form === item.form && fits(item, d));
      if (!doc) continue;
      received.set(item, doc);
      unmatched.delete(doc);
    }
  };
  match((item, doc) => keyOf(item.form, item.payer) === keyOf(doc.form, doc.payer));
  match((item, doc) => !item.payer || !doc.payer);

  return {
    items: items.map((item) => {
      const doc = received.get(item);
      return {
        form: item.form,
        title: TITLES.get(item.form) ?? item.form,
        payer: item.payer,
        source: item.source,
        received: doc ? { id: doc.id, name: doc.name, folder: doc.folder } : null,
      };
    }),
    alsoReceived: [...unmatched],
  };
}
