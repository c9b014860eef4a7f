// Uploading documents (spec 3, spec 2 §5 "Uploads"): the limits, the types checked by content and
// the spec's messages. Apart from uploads.ts (the upload calls' schemas) so a screen that uploads
// carries no schema library.
export const MAX_UPLOAD_FILES = 999;
export const MAX_UPLOAD_BYTES = 150 * 1024 * 1024;
export const MAX_SIZE_MESSAGE = 'Max size 150 MB';
export const TOO_MANY_FILES = `You can upload at most ${MAX_UPLOAD_FILES} files at once`;

/** The types a document may be, decided from its bytes (spec 2 §5). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/heic',
] as const;
/** What the file picker offers (the server decides by content all the same). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.gif,.jpg,.jpeg,.heic,application/pdf,image/*';

/** Spec 3 §5 (the tax return upload's words, for every protected or unopenable PDF). */
export const PROTECTED_PDFS =
  'The PDFs you uploaded are either password-protected or cannot be opened. Please either remove the password or upload alternative files.';
export const INVALID_FILES =
  'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.';
export const UPLOAD_FAILED = 'File upload failed, please try again.';
export const UPLOAD_ALL_FAILED = 'Could not upload those files. Try uploading them one at a time.';
export const alreadyUploaded = (file: string) => `${file} was already uploaded`;
