// What recognition made of a questionnaire's uploads (spec 2 §3 "Extracted document", "Polling and
// queues"): each PDF's status and form, and the forms split out of it, shown under the file on the
// questionnaire page and asked for again every 750 ms, up to 200 times, while one is being read.
import type { ExtractionStatus } from '../documents/tax-forms';

export const EXTRACTED_POLL_MS = 750;
export const EXTRACTED_POLL_TRIES = 200;

export interface ExtractedDocumentDto {
  id: string;
  name: string;
  status: ExtractionStatus;
  document_type: string | null;
  /** Who issued the form (the spec's `differentiator`), where its words show one. */
  payer: string | null;
  tax_year: number | null;
  /** For a form split out of an upload: the upload, and its pages (from 1). */
  parent_document_id: string | null;
  parent_pages: number[] | null;
}

/** 'W-2 · Acme Corp · 2025': a form as the page names it. */
export const extractedFormLabel = (
  d: Pick<ExtractedDocumentDto, 'document_type' | 'payer' | 'tax_year'>,
) => [d.document_type ?? 'Other pages', d.payer, d.tax_year].filter(Boolean).join(' · ');

/** The line under an uploaded file saying what recognition made of it (its forms apart). */
export function extractedStatusText(d: ExtractedDocumentDto, forms: number): string {
  switch (d.status) {
    case 'processing':
      return 'Checking for tax forms…';
    case 'analysis_succeeded':
      return extractedFormLabel(d);
    case 'split_succeeded':
      return `Split into ${forms === 1 ? '1 form' : `${forms} forms`}`;
    case 'identify_succeeded':
      return 'Several forms found: your firm will split them';
    case 'review_required':
      return 'No tax form recognised: your firm will look at it';
    default:
      return 'Could not be read: your firm will look at it';
  }
}
