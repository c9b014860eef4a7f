// The tax forms a document is recognised as (issue 15 item 6): about fifty IRS information returns
// and schedules a household or small business hands its preparer, each by the words its own page
// carries: the form number as printed ("Form W-2", "1099-INT") and, where the number alone is
// ambiguous, its title ("Wage and Tax Statement"). Checked in this order, so a specific form (1099-
// INT) is never taken for a shorter one that prefixes it.

export interface TaxForm {
  /** The form as preparers name it ('W-2', '1099-INT'). */
  type: string;
  title: string;
}

const form = (type: string, title: string, ...extra: RegExp[]) => ({
  type,
  title,
  patterns: [
    // The number as printed on the form: "Form W-2", "Form 1099-INT", or such a name alone; a
    // bare number ("1098") only after "Form", as a number alone is just a number.
    new RegExp(
      `(?:^|[^\\w-])(?:Form\\s+)${/^\d+$/.test(type) ? '' : '?'}${type.replace(/-/g, '\\s*-\\s*')}(?![\\w-])`,
      'i',
    ),
    ...extra,
  ],
});

const CATALOGUE = [
  form('W-2G', 'Certain Gambling Winnings'),
  form('W-2', 'Wage and Tax Statement', /Wage and Tax Statement/i),
  form('W-9', 'Request for Taxpayer Identification Number and Certification'),
  form('1099-INT', 'Interest Income'),
  form('1099-OID', 'Original Issue Discount'),
  form('1099-DIV', 'Dividends and Distributions'),
  form('1099-B', 'Proceeds From Broker and Barter Exchange Transactions'),
  form('1099-R', 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans'),
  form('1099-MISC', 'Miscellaneous Information'),
  form('1099-NEC', 'Nonemployee Compensation'),
  form('1099-K', 'Payment Card and Third Party Network Transactions'),
  form('1099-G', 'Certain Government Payments'),
  form('1099-SA', 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA'),
  form('1099-S', 'Proceeds From Real Estate Transactions'),
  form('1099-C', 'Cancellation of Debt'),
  form('1099-A', 'Acquisition or Abandonment of Secured Property'),
  form('1099-Q', 'Payments From Qualified Education Programs'),
  form('1099-LTC', 'Long-Term Care and Accelerated Death Benefits'),
  form('1099-PATR', 'Taxable Distributions Received From Cooperatives'),
  form('1099-CAP', 'Changes in Corporate Control and Capital Structure'),
  form('1099-H', 'Health Coverage Tax Credit (HCTC) Advance Payments'),
  form('1099-DA', 'Digital Asset Proceeds From Broker Transactions'),
  form('SSA-1099', 'Social Security Benefit Statement'),
  form('RRB-1099', 'Payments by the Railroad Retirement Board'),
  form('1098-T', 'Tuition Statement'),
  form('1098-E', 'Student Loan Interest Statement'),
  form('1098-C', 'Contributions of Motor Vehicles, Boats, and Airplanes'),
  form('1098-MA', 'Mortgage Assistance Payments'),
  form('1098', 'Mortgage Interest Statement', /Mortgage Interest Statement/i),
  form('1095-A', 'Health Insurance Marketplace Statement'),
  form('1095-B', 'Health Coverage'),
  form('1095-C', 'Employer-Provided Health Insurance Offer and Coverage'),
  form('5498-SA', 'HSA, Archer MSA, or Medicare Advantage MSA Information'),
  form('5498-ESA', 'Coverdell ESA Contribution Information'),
  form('5498', 'IRA Contribution Information', /IRA Contribution Information/i),
  form('3921', 'Exercise of an Incentive Stock Option'),
  form('3922', 'Transfer of Stock Acquired Through an Employee Stock Purchase Plan'),
  form('8949', 'Sales and Other Dispositions of Capital Assets'),
  form('8889', 'Health Savings Accounts (HSAs)'),
  form('8863', 'Education Credits'),
  form('8829', 'Expenses for Business Use of Your Home'),
  form('4562', 'Depreciation and Amortization'),
  {
    type: 'K-1',
    title: "Partner's, Shareholder's or Beneficiary's Share of Income",
    patterns: [/Schedule\s+K\s*-\s*1\b/i, /(?:^|\s)K\s*-\s*1(?![\w-])/],
  },
  form('1040-ES', 'Estimated Tax for Individuals'),
  form('1040-X', 'Amended U.S. Individual Income Tax Return'),
  form('1040-SR', 'U.S. Tax Return for Seniors'),
  form('1040', 'U.S. Individual Income Tax Return', /U\.S\. Individual Income Tax Return/i),
  form('1120-S', 'U.S. Income Tax Return for an S Corporation'),
  form('1120', 'U.S. Corporation Income Tax Return'),
  form('1065', 'U.S. Return of Partnership Income'),
  form('1041', 'U.S. Income Tax Return for Estates and Trusts'),
  form('990', 'Return of Organization Exempt From Income Tax'),
  form('1099', 'Information Return'),
] as const;

export const TAX_FORMS: readonly TaxForm[] = CATALOGUE.map(({ type, title }) => ({ type, title }));

/** The form a page's text shows, or null when it shows none of the catalogue. */
export function recognizeForm(pageText: string): string | null {
  const text = pageText.replace(/\s+/g, ' ');
  return CATALOGUE.find((f) => f.patterns.some((p) => p.test(text)))?.type ?? null;
}

/** Where a document's recognition stands (spec 3 §3 "Extracted document"). */
export const EXTRACTION_STATUSES = [
  'processing',
  'identify_succeeded',
  'analysis_succeeded',
  'split_succeeded',
  'review_required',
  'identify_failed',
  'split_failed',
] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** How a status is shown (spec 3 "Documents"); any other is title-cased. */
export function extractionStatusLabel(status: string): string {
  if (status === 'processing') return 'Processing';
  if (status === 'analysis_succeeded' || status === 'split_succeeded') return 'Completed';
  if (status === 'review_required' || status === 'identify_succeeded')
    return 'Processed (needs review)';
  if (status === 'split_failed' || status === 'identify_failed') return 'Failed';
  return status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A vault file's recognition, as the API shows it; null for files never recognised (images). */
export interface DocumentRecognitionDto {
  status: ExtractionStatus;
  /** The form it is ('W-2'), or null when none was recognised. */
  document_type: string | null;
  page_count: number | null;
  /** For a document split out of an upload: that upload, and its pages (from 1) this one holds. */
  parent_document_id: string | null;
  parent_pages: number[] | null;
  /** Set only when a model decided the type; recognition by the form's words is not a model. */
  categorized_by_ai: boolean;
  /** The tax year the form reports, where its words show one. */
  tax_year: number | null;
  /** Who issued the form (payer, employer, lender …), where its words show one. */
  payer: string | null;
}

/**
 * After an upload the vault asks again every second while a file uploaded within the last 132 s
 * is still being recognised (spec 3 "Documents": 1 s, up to 120 s), then says so.
 */
export const RECOGNITION_POLL_MS = 1000;
export const RECOGNITION_RECENT_MS = 132_000;
export const STILL_PROCESSING = 'Document(s) are still processing';

/**
 * Whether any of `files` uploaded (or sent to be read again) lately is still being recognised, so
 * worth asking about again.
 */
export const recognitionPending = (
  files: readonly { updated_at: string; recognition: DocumentRecognitionDto | null }[],
  now: number,
) =>
  files.some(
    (f) =>
      f.recognition?.status === 'processing' &&
      now - Date.parse(f.updated_at) < RECOGNITION_RECENT_MS,
  );

/** Statuses a firm user may have read again (spec 3: failures may be retried). */
export const RETRYABLE_STATUSES: readonly ExtractionStatus[] = [
  'identify_failed',
  'split_failed',
  'review_required',
];

/** POST /documents/{id}/recognize on a file that is being read, was read well, or is no PDF. */
export const NOT_RETRYABLE = 'Only a document that failed or needs review can be read again';
