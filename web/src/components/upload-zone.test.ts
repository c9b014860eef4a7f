// What the upload zone says after process_document (spec 2 §5, spec 3 §5): each kind of skipped
// file in the spec's words, and a PUT that never arrived as a failed upload, all of it or some.
import { describe, expect, it } from 'vitest';
import {
  INVALID_FILES,
  PROTECTED_PDFS,
  UPLOAD_ALL_FAILED,
  UPLOAD_FAILED,
  type DocumentDto,
  type ProcessDocumentDto,
} from '@portico/common/documents/uploads';
import { problemsOf } from './upload-zone';

const KEPT: DocumentDto = {
  id: 'd1',
  name: 'w2.pdf',
  size: 10,
  content_type: 'application/pdf',
  created_at: '2025-01-01T00:00:00.000Z',
};
const result = (skipped: Partial<ProcessDocumentDto>): ProcessDocumentDto => ({
  documents: [KEPT],
  duplicates: [],
  invalid: [],
  password_protected: [],
  failed: [],
  answer: null,
  ...skipped,
});

describe('problemsOf', () => {
  it('says nothing when every file was kept', () => {
    expect(problemsOf(result({}))).toEqual([]);
  });

  it('says once that some files are invalid, however many', () => {
    expect(problemsOf(result({ invalid: ['a.txt', 'b.exe'] }))).toEqual([INVALID_FILES]);
  });

  it('names the password-protected PDFs, which are not also called invalid', () => {
    const skipped = {
      invalid: ['locked.pdf', 'x 😀.pdf'],
      password_protected: ['locked.pdf', 'x 😀.pdf'],
    };
    expect(problemsOf(result(skipped))).toEqual([`locked.pdf, x 😀.pdf: ${PROTECTED_PDFS}`]);
  });

  it('names each duplicate as already uploaded', () => {
    expect(problemsOf(result({ duplicates: ['w2.pdf', '1099.pdf'] }))).toEqual([
      'w2.pdf was already uploaded',
      '1099.pdf was already uploaded',
    ]);
  });

  it('says a file that never arrived (a failed PUT) failed, asking to retry', () => {
    expect(problemsOf(result({ failed: ['big.pdf'] }))).toEqual([UPLOAD_FAILED]);
  });

  it('says so differently when no file arrived at all', () => {
    expect(problemsOf(result({ documents: [], failed: ['a.pdf', 'b.pdf'] }))).toEqual([
      UPLOAD_ALL_FAILED,
    ]);
  });

  it('lists the problems in one order: invalid, protected, duplicates, failed', () => {
    const skipped = {
      invalid: ['a.txt', 'p.pdf'],
      password_protected: ['p.pdf'],
      duplicates: ['d.pdf'],
      failed: ['f.pdf'],
    };
    expect(problemsOf(result(skipped))).toEqual([
      INVALID_FILES,
      `p.pdf: ${PROTECTED_PDFS}`,
      'd.pdf was already uploaded',
      UPLOAD_FAILED,
    ]);
  });
});
