// react-pdf's components with PDF.js's worker set beside them (react-pdf's advice), from the
// installed pdfjs-dist: no CDN. Imported only by code loaded for a PDF (the preview's pages and
// the vault's split review thumbnails): PDF.js and its worker are the biggest code in the portal.
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export { Document, Outline, Page } from 'react-pdf';
