// What the expected-documents calls accept (issue 15 item 8): a tax year for one entity, or a
// page of entity-years for the overview's column. Apart from the answers' shapes
// (expected-documents.ts), so the client dashboard that shows the answers loads no validation
// library.
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
