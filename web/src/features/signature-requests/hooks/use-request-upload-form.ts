// What the dialogs that upload a PDF as signature requests (one entity's, many entities') share:
// the file picked (its name becomes the document's until one is typed; an empty file refused), the
// request's year, form and name, the upload's progress and why it failed.
import { useState } from 'react';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { withoutPdfExtension } from '@/components/pdf-upload-dialog';
import { percentSent, type UploadProgress } from '@/lib/upload-documents';
import type { RequestNaming } from '../components/request-naming-fields';

const EMPTY_FILE = 'The file is empty. Please upload the document to sign.';

export function useRequestUploadForm(pending: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [naming, setNaming] = useState<RequestNaming>(() => ({
    taxYear: defaultTaxYear(new Date()),
    formName: '',
    name: '',
  }));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = (change: Partial<RequestNaming>) => setNaming((now) => ({ ...now, ...change }));
  const formName = naming.formName.trim();
  const documentName = naming.name.trim();
  return {
    naming,
    rename,
    showProblem: setProblem,
    /** A file, a form and a name, and nothing under way. */
    complete: file !== null && formName !== '' && documentName !== '' && !pending,
    /** What to upload, or null (and why, shown) when there is no file or it is empty. */
    upload() {
      if (!file) return null;
      if (file.size === 0) {
        setProblem(EMPTY_FILE);
        return null;
      }
      setProblem(null);
      return { file, taxYear: naming.taxYear, formName, documentName, onProgress: setProgress };
    },
    /** PdfUploadDialog's file, progress and problem. */
    dialog: {
      fileLabel: 'Document to sign (PDF)',
      file,
      onFile: (picked: File) => {
        setFile(picked);
        setProblem(picked.size === 0 ? EMPTY_FILE : null);
        if (!documentName) rename({ name: withoutPdfExtension(picked.name) });
      },
      progress: pending ? percentSent(progress) : null,
      problem,
    },
  };
}
