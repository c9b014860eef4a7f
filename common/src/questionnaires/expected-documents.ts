// Expected documents (issue 15 item 8): for an entity and a tax year, the forms expected from what
// it handed in the year before — the forms classified among last year's documents, and last
// year's prior-year items that name a form ('W-2 from Northwind Logistics') — each matched to
// this year's classified uploads by form and, where both show one, by payer. What the calls
// accept is in expected-documents-input.ts.

/** A document that received an expected form (or one not expected). */
export interface ReceivedDocumentDto {
  id: string;
  name: string;
  folder: string;
}

export interface ExpectedItemDto {
  /** The form ('W-2'), and its title ('Wage and Tax Statement'). */
  form: string;
  title: string;
  /** Who issued it last year, when that was read; null expects any payer. */
  payer: string | null;
  /** Why it is expected: a form classified last year, or a prior-year item. */
  source: 'last_year' | 'prior_year_item';
  /** The document of this year that matched it; null while it is missing. */
  received: ReceivedDocumentDto | null;
}

export interface ExpectedDocumentsDto {
  company_id: string;
  tax_year: number;
  /** The entity's documents still being read, of any year (the list may change when they are). */
  processing: number;
  /** Years worth choosing: those with documents or questionnaires, newest first. */
  years: number[];
  items: ExpectedItemDto[];
  /** This year's classified forms that nothing expected (new payers, new kinds of form). */
  also_received: (ReceivedDocumentDto & { form: string; payer: string | null })[];
}

/** '5 of 7 received'. */
export const receivedSummary = (dto: Pick<ExpectedDocumentsDto, 'items'>) =>
  `${dto.items.filter((i) => i.received).length} of ${dto.items.length} received`;

/** The line naming an expected item: 'W-2 from Northwind Logistics'. */
export const expectedItemLabel = (item: Pick<ExpectedItemDto, 'form' | 'payer'>) =>
  item.payer ? `${item.form} from ${item.payer}` : item.form;

/** One entity-year of the overview's column. */
export interface ExpectedSummaryDto {
  company_id: string;
  tax_year: number;
  expected: number;
  received: number;
  /** Labels of the items still missing ('W-2 from Acme'). */
  missing: string[];
}
