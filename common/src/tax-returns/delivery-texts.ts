// The delivery area's fixed words and places (spec 3 §2, §8, §9): where a return's file lives in
// the entity's vault, where Send to Documents files it by default and with which subject, and the
// toasts the screens show.
import { TAX_RETURN_DELIVERY_FOLDER } from '../documents/vault-folders';

/**
 * The system folder a year's returns live in (the spec's vendor folder is /_portico): staff only
 * (documents/vault.ts).
 */
export const taxReturnFolder = (taxYear: number) => `${TAX_RETURN_DELIVERY_FOLDER}/${taxYear}`;

/** Send to Documents' default path. */
export const defaultSendToDocumentsPath = (taxYear: number) => `/${taxYear}/Tax Return`;

/** Send to Documents' default subject. */
export const defaultSendToDocumentsSubject = (taxYear: number) =>
  `Your ${taxYear} tax return is now accessible in Documents Portal.`;

export const PROCESSING_NOTICE =
  'The tax return is still processing. It may take up to a few minutes, depending on the size of the return.';

export const NO_TAX_RETURNS = 'No tax returns were found';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this tax return?';

export const DRAFT_DIALOG_TITLE = 'Tax Return Draft';
export const DRAFT_TITLE_SUFFIX = {
  draft: '- Under client review',
  change_requested: '- Changes requested',
} as const;

export const DELIVERY_TOASTS = {
  approved: 'Tax return approved successfully',
  changesRequested: 'Tax return changes requested successfully',
  deleted: 'Tax return has been deleted',
  finished: 'Tax return has been marked as finished',
  reminderDisabled: 'Reminder disabled updated',
  invoicePaid: 'Invoice paid status updated',
  remindersSent: 'Reminders sent successfully.',
  assignments: 'Assignments updated successfully',
  owners: 'You have successfully updated the list of users.',
  sentToDocuments: 'Sent to documents successfully',
  voucherUpdated: 'Payment voucher updated',
  vouchersPaid: 'Payment vouchers marked as paid',
  signatureUpdated: 'Signature status updated',
  allSigned: 'All signatures marked as signed',
} as const;

export const DELIVERY_ERRORS = {
  approve: 'Failed to approve tax return',
  requestChanges: 'Failed to request changes',
  loadPdf: 'Failed to load PDF file',
  loadBookmarks: 'Failed to load PDF bookmarks',
  download: 'Error downloading tax return',
  signatureStatus: 'Failed to update signature status',
  allSigned: 'Failed to mark all signatures as signed',
  update: 'Failed to update',
} as const;
