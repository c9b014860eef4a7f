// Splitting a PDF into documents by hand (issue 15 item 7, spec 3 "Bulk split processor"): firm users
// with the bulk upload processor give each new document a name, optionally its form, and its pages
// as ranges ('1-3, 5'). Shared by the review screen (checked as it is typed) and the API.
import { array, number, object, string, type InferType } from 'yup';
import { TAX_FORMS } from './tax-forms';
import { itemName, ITEM_NAME_REQUIRED, type VaultFileDto } from './vault';

export const SPLIT_FAILED = 'An error occurred while splitting the document.';
export const SPLIT_OFF = 'The bulk upload processor is not turned on for your firm';
export const ONLY_PDFS_SPLIT = 'Only PDFs can be split';
export const STILL_READING = 'This document is still being read. Try again in a moment.';
export const PAGES_REQUIRED = 'Enter the pages, like 1-3, 5';
export const NO_DOCUMENTS = 'Add at least one document';
/** Most documents one split makes (a 150-page bulk scan of one-page forms, and some). */
export const MAX_SPLIT_DOCUMENTS = 200;

export const splitDone = (count: number) =>
  count === 1 ? 'Split into 1 document' : `Split into ${count} documents`;
export const pageOutOfRange = (page: number, pageCount: number) =>
  `Page ${page} is not in this document (it has ${pageCount} page${pageCount === 1 ? '' : 's'})`;
export const pageInTwoDocuments = (page: number) => `Page ${page} is in more than one document`;

const RANGE = /^(\d{1,4})(?:\s*-\s*(\d{1,4}))?$/;

/**
 * The pages '1-3, 5' names, in order and each once; or why it names none. Within `pageCount`
 * when given.
 */
export function parsePageRanges(
  text: string,
  pageCount?: number,
): { pages: number[] } | { error: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { error: PAGES_REQUIRED };
  const pages = new Set<number>();
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return { error: PAGES_REQUIRED };
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1 || last < first) return { error: PAGES_REQUIRED };
    if (pageCount !== undefined && last > pageCount)
      return { error: pageOutOfRange(last, pageCount) };
    for (let page = first; page <= last; page += 1) pages.add(page);
  }
  return { pages: [...pages].sort((a, b) => a - b) };
}

/** Pages as the ranges field shows them: [1, 2, 3, 5] is '1-3, 5'. */
export function formatPageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    ranges.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

/** The first page found in two of the documents, if any. */
export function pageInTwo(documents: readonly { pages: readonly number[] }[]): number | null {
  const seen = new Set<number>();
  for (const { pages } of documents)
    for (const page of pages) {
      if (seen.has(page)) return page;
      seen.add(page);
    }
  return null;
}

const FORM_TYPES = TAX_FORMS.map((f) => f.type);

export const splitDocumentSchema = object({
  documents: array(
    object({
      /** Without the extension: the new documents are PDFs. */
      name: itemName(ITEM_NAME_REQUIRED),
      document_type: string()
        .nullable()
        .default(null)
        .oneOf([...FORM_TYPES, null], 'Choose a form from the list'),
      pages: array(number().integer().min(1, PAGES_REQUIRED).max(9999).required())
        .min(1, PAGES_REQUIRED)
        .max(9999)
        .required(PAGES_REQUIRED),
    }).noUnknown(),
  )
    .min(1, NO_DOCUMENTS)
    .max(MAX_SPLIT_DOCUMENTS, `A split can make at most ${MAX_SPLIT_DOCUMENTS} documents`)
    .required(NO_DOCUMENTS),
}).noUnknown();
export type SplitDocumentInput = InferType<typeof splitDocumentSchema>;

/** One document of a split as it stands, or as recognition suggests it. */
export interface SplitPartDto {
  /** The document made by an earlier split (null for a suggestion). */
  id: string | null;
  name: string;
  document_type: string | null;
  pages: number[];
}

/** What the review screen opens with (GET /documents/{id}/split). */
export interface SplitPlanDto {
  page_count: number;
  /** The form each page shows, by recognition (null: none known). */
  page_forms: (string | null)[];
  /** The documents split from this one before, in page order. */
  current: SplitPartDto[];
  /** One document per form found (Auto split). */
  suggested: SplitPartDto[];
}

export interface SplitResultDto {
  documents: VaultFileDto[];
}
