// Files an upload may bring, good and bad, made here rather than kept as binaries: real PDFs from
// pdf-lib (small, and over the size that is checked by trailer, with a cross-reference table or
// stream), the same made password-protected or cut short, the heads of each image type, and things
// that only pretend by their name.
import { randomBytes } from 'node:crypto';
import archiver from 'archiver';
import { PDFDocument, PDFName } from 'pdf-lib';
import { ONE_PIXEL_PNG, onePagePdf } from './upload-files';
import { PDF_OPEN_BYTES } from '../../src/documents/document-validation';

interface PdfOptions {
  /** Extra bytes carried in an unreferenced stream, to make the file large. */
  padding?: number;
  /** A cross-reference stream (PDF 1.5+) instead of a table. */
  xrefStream?: boolean;
  /** The trailer names an encryption dictionary, as a password-protected file's does. */
  encrypted?: boolean;
  pages?: number;
}

export async function pdfWith({
  padding = 0,
  xrefStream = false,
  encrypted = false,
  pages = 1,
}: PdfOptions): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 10, y: 100 });
  const { context } = doc;
  if (padding > 0) context.register(context.stream(randomBytes(padding)));
  if (encrypted)
    context.trailerInfo.Encrypt = context.register(
      context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, P: -4 }),
    );
  return Buffer.from(await doc.save({ useObjectStreams: xrefStream, addDefaultPage: pages > 0 }));
}

/** Just over what processing opens in pdf-lib: these are checked by their trailer instead. */
const LARGE = PDF_OPEN_BYTES + 64 * 1024;

/** A zip holding one file, deflated. */
async function zipOf(name: string, bytes: Buffer): Promise<Buffer> {
  const zip = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  zip.append(bytes, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

export interface CorpusFile {
  name: string;
  bytes: Buffer;
  /** Kept as this type, or refused (null). */
  keptAs: string | null;
}

/** The corpus: every file named as an uploader might name it, and what must become of it. */
export async function documentCorpus(): Promise<CorpusFile[]> {
  const large = await pdfWith({ padding: LARGE });
  return [
    { name: 'small.pdf', bytes: await onePagePdf('A small PDF'), keptAs: 'application/pdf' },
    { name: 'large-table.pdf', bytes: large, keptAs: 'application/pdf' },
    {
      name: 'large-stream.pdf',
      bytes: await pdfWith({ padding: LARGE, xrefStream: true }),
      keptAs: 'application/pdf',
    },
    { name: 'photo.png', bytes: ONE_PIXEL_PNG, keptAs: 'image/png' },
    {
      name: 'scan.jpg',
      bytes: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
      keptAs: 'image/jpeg',
    },
    {
      name: 'anim.gif',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      keptAs: 'image/gif',
    },
    {
      name: 'phone-photo.heic',
      bytes: Buffer.concat([
        Buffer.from('00000018667479706865696300000000', 'hex'), // ftyp heic
        Buffer.from('6d69663168656963', 'hex'), // compatible: mif1 heic
        Buffer.alloc(64),
      ]),
      keptAs: 'image/heic',
    },
    // Refused: protected, broken, empty or not a document at all, whatever the name says.
    { name: 'protected.pdf', bytes: await pdfWith({ encrypted: true }), keptAs: null },
    {
      name: 'protected-large.pdf',
      bytes: await pdfWith({ padding: LARGE, encrypted: true }),
      keptAs: null,
    },
    {
      name: 'protected-large-stream.pdf',
      bytes: await pdfWith({ padding: LARGE, xrefStream: true, encrypted: true }),
      keptAs: null,
    },
    { name: 'cut-short.pdf', bytes: large.subarray(0, large.length - 2048), keptAs: null },
    { name: 'no-pages.pdf', bytes: await pdfWith({ pages: 0 }), keptAs: null },
    { name: 'fake.pdf', bytes: Buffer.from('%PDF-1.7 this is not a PDF'), keptAs: null },
    {
      name: 'page.pdf',
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      keptAs: null,
    },
    {
      name: 'logo.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      keptAs: null,
    },
    { name: 'archive.pdf', bytes: Buffer.from('504b0304140000000800', 'hex'), keptAs: null },
    {
      name: 'setup.pdf.exe',
      bytes: Buffer.from('MZ\x90\x00 not a document', 'latin1'),
      keptAs: null,
    },
    { name: 'empty.pdf', bytes: Buffer.alloc(0), keptAs: null },
    // A zip bomb: 64 MB of zeros deflated to a few dozen KB. It is judged by its head, never opened.
    {
      name: 'bomb.pdf',
      bytes: await zipOf('zeros.bin', Buffer.alloc(64 * 1024 * 1024)),
      keptAs: null,
    },
  ];
}

/** A PDF whose pages say what is given (a form's name per page, as a real form's page prints it). */
export async function pdfOfPages(texts: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const text of texts) {
    const page = doc.addPage([612, 792]);
    text
      .split('\n')
      .forEach((line, i) => page.drawText(line, { x: 48, y: 740 - i * 18, size: 12 }));
  }
  return Buffer.from(await doc.save());
}
