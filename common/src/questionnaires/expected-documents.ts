// Expected documents (issue 15 item 8): for an entity and a tax year, the forms expected from what
// it handed in the year before — the forms classified among last year's documents, and last
// year's prior-year items that name a form ('W-2 from Northwind Logistics') — each matched to
// this year's classified uploads by form and, where both show one, by payer.
import { array, number, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';

export const EXPECTED_MESSAGES = {
  year: 'Please select a tax year',
} as const;

export const expectedDocumentsQuerySchema = object({
  /** Absent: the entity's current tax year (its newest questionnaire's, else last year). */
  year: number()
    .typeError(EXPECTED_MESSAGES.year)
    .integer(EXPECTED_MESSAGES.year)
    .min(2000, EXPECTED_MESSAGES.year)
    .max(2100, EXPECTED_MESSAGES.year)
    .optional(),
});
export type ExpectedDocumentsQuery = InferType<typeof expectedDocumentsQuerySchema>;

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

/** The most entity-years one summaries call answers: a page of the overview. */
export const MAX_SUMMARIES = 100;

export const expectedSummariesSchema = object({
  entities: array(
    object({
      company_id: recordId('company_id').required('company_id is missing'),
      tax_year: number()
        .typeError(EXPECTED_MESSAGES.year)
        .integer(EXPECTED_MESSAGES.year)
        .min(2000, EXPECTED_MESSAGES.year)
        .max(2100, EXPECTED_MESSAGES.year)
        .required(EXPECTED_MESSAGES.year),
    }),
  )
    .max(MAX_SUMMARIES, `At most ${MAX_SUMMARIES} entities at a time`)
    .required('entities is missing'),
});
export type ExpectedSummariesInput = InferType<typeof expectedSummariesSchema>;

/** One entity-year of the overview's column. */
export interface ExpectedSummaryDto {
  company_id: string;
  tax_year: number;
  expected: number;
  received: number;
  /** Labels of the items still missing ('W-2 from Acme'). */
  missing: string[];
}
