// The certificate of completion appended to a signed document (e-signing): which document (and the
// SHA-256 of the original), who signed it, how, from where and when, and the audit trail, on as
// many pages as it takes. Appended as an incremental update, before the seal covers it all.
import type { PDF, PDFPage } from '@libpdf/core';
import {
  SIGNATURE_METHOD_LABELS,
  type SignatureMethod,
} from '@portico/common/signing/signature-capture';
import { SIGNING_EVENT_LABELS } from '@portico/common/signing/signing-trail';
import type { SigningEventRecord } from '../signing-trail.repo';
import { BOLD_FACES, FontChain, grayscale, TEXT_FACES } from './seal-fonts';
import { saveAppended } from './save-appended';

export interface CertificateSigner {
  name: string;
  email: string;
  /** `marked`: signed on paper, and marked signed by the firm. */
  method: SignatureMethod | 'marked';
  /** As it should read, e.g. "Verified (Stripe Identity)" or "Not required". */
  identityVerification: string;
  ipAddress: string | null;
  userAgent: string | null;
  consentedAt: Date | null;
  signedAt: Date | null;
}

export interface CertificateEvent {
  at: Date;
  event: string;
  actor: string;
  ipAddress: string | null;
}

/** A trail event as the certificate lists it: when, what, by whom, from where. */
export const certificateEventOf = (e: SigningEventRecord): CertificateEvent => ({
  at: e.at,
  event: SIGNING_EVENT_LABELS[e.event],
  actor: e.actor.name,
  ipAddress: e.context.ipAddress || null,
});

export interface CertificateOfCompletion {
  documentName: string;
  /** Hex SHA-256 of the document as sent for signing, before any signature was drawn on it. */
  originalSha256: string;
  firmName: string;
  signers: CertificateSigner[];
  events: CertificateEvent[];
}

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 54;
const LABEL_WIDTH = 132;
const BODY = 9;
const SMALL = 7.5;
const LINE = 12.5;
const SMALL_LINE = 10;
const HEADING = 11.5;
const TITLE = 17;
/** A user agent is kept to this many characters: enough to tell devices apart. */
const USER_AGENT_MAX = 240;
/** Any other value is cut at this length, so no single row can outgrow a page. */
const VALUE_MAX = 1000;
const INK = grayscale(0.08);
const MUTED = grayscale(0.4);
const RULE = grayscale(0.75);

/** An instant as ISO 8601 in UTC, to the second. */
export const isoUtc = (at: Date | null) => (at ? at.toISOString().replace(/\.\d{3}Z$/, 'Z') : '—');

const clip = (text: string, max = VALUE_MAX) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/** "Chrome 131 on Windows": what a reader of the certificate needs from a user agent. */
export function describeDevice(userAgent: string): string {
  const version = (pattern: RegExp) => userAgent.match(pattern)?.[1];
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]*.*Safari\//],
  ];
  const systems: [string, RegExp][] = [
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux/],
  ];
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent));
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const named = browser ? `${browser[0]} ${version(browser[1])}` : null;
  if (named && system) return `${named} on ${system}`;
  return named ?? system ?? 'Unrecognised device';
}

/** Lays text down page after page, starting a new page when the next block does not fit. */
class Pages {
  readonly pages: PDFPage[] = [];
  private y = 0;
  readonly width: number;
  readonly text: FontChain;
  readonly bold: FontChain;

  constructor(
    private readonly pdf: PDF,
    private readonly size: [number, number],
  ) {
    this.width = size[0] - 2 * MARGIN;
    this.text = new FontChain(pdf, TEXT_FACES);
    this.bold = new FontChain(pdf, BOLD_FACES);
  }

  get page(): PDFPage {
    return this.pages.at(-1)!;
  }

  /** A new page, headed with the title (and "continued" after the first). */
  newPage(): void {
    this.pages.push(this.pdf.addPage({ width: this.size[0], height: this.size[1] }));
    this.y = this.size[1] - MARGIN;
    const title =
      this.pages.length === 1
        ? 'Certificate of completion'
        : 'Certificate of completion (continued)';
    this.y -= TITLE;
    this.bold.draw(this.page, title, { x: MARGIN, y: this.y, size: TITLE, color: INK });
    this.y -= 10;
    this.rule();
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number): void {
    if (this.pages.length === 0 || this.y - height < MARGIN + 24) this.newPage();
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      color: RULE,
      thickness: 0.5,
    });
    this.y -= 8;
  }

  heading(text: string): void {
    this.need(HEADING + 6 + 2 * LINE);
    this.y -= HEADING + 6;
    this.bold.draw(this.page, text, { x: MARGIN, y: this.y, size: HEADING, color: INK });
    this.y -= 6;
  }

  /** The lines of a label-and-value row, measured before it is drawn. */
  rowLines(value: string, note?: string): { value: string[]; note: string[]; height: number } {
    const valueWidth = this.width - LABEL_WIDTH;
    const lines = this.text.wrap(clip(value) || '—', BODY, valueWidth);
    const noteLines = note ? this.text.wrap(note, SMALL, valueWidth) : [];
    return {
      value: lines,
      note: noteLines,
      height: lines.length * LINE + noteLines.length * SMALL_LINE,
    };
  }

  /** A label on the left and its value wrapped on the right; `note` in small type under it. */
  row(label: string, value: string, note?: string): void {
    const lines = this.rowLines(value, note);
    this.need(lines.height);
    this.draw(label, lines);
  }

  /** A signer's rows kept on one page when they fit on one. */
  block(title: string, rows: [string, string, string?][]): void {
    const measured = rows.map(
      ([label, value, note]) => [label, this.rowLines(value, note)] as const,
    );
    const titleLines = this.bold.wrap(clip(title, 200), BODY + 1, this.width);
    const titleHeight = titleLines.length * LINE + 6;
    const height = titleHeight + measured.reduce((sum, [, lines]) => sum + lines.height, 0);
    this.need(Math.min(height, this.size[1] - 2 * MARGIN - TITLE - 40));
    for (const line of titleLines) {
      this.y -= LINE;
      this.bold.draw(this.page, line, { x: MARGIN, y: this.y, size: BODY + 1, color: INK });
    }
    this.y -= 6;
    for (const [label, lines] of measured) {
      this.need(lines.height);
      this.draw(label, lines);
    }
    this.y -= 6;
  }

  private draw(label: string, lines: { value: string[]; note: string[] }): void {
    const valueX = MARGIN + LABEL_WIDTH;
    const top = this.y;
    this.text.draw(this.page, label, { x: MARGIN, y: top - BODY, size: BODY, color: MUTED });
    lines.value.forEach((line, n) =>
      this.text.draw(this.page, line, {
        x: valueX,
        y: top - BODY - n * LINE,
        size: BODY,
        color: INK,
      }),
    );
    const notesTop = top - lines.value.length * LINE;
    lines.note.forEach((line, n) =>
      this.text.draw(this.page, line, {
        x: valueX,
        y: notesTop - SMALL - n * SMALL_LINE,
        size: SMALL,
        color: MUTED,
      }),
    );
    this.y = notesTop - lines.note.length * SMALL_LINE;
  }

  /** A table whose header repeats on each page it runs onto. */
  table(columns: { title: string; width: number }[], rows: string[][]): void {
    const size = BODY - 0.5;
    const widths = columns.map((c) => c.width * this.width);
    const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const header = () => {
      columns.forEach((column, i) =>
        this.bold.draw(this.page, column.title, {
          x: lefts[i]!,
          y: this.y - size,
          size,
          color: MUTED,
        }),
      );
      this.y -= LINE + 3;
      this.rule();
    };
    this.need(3 * LINE);
    header();
    for (const row of rows) {
      // 6 points between columns.
      const cells = row.map((cell, i) => this.text.wrap(clip(cell) || '—', size, widths[i]! - 6));
      const height = Math.max(...cells.map((lines) => lines.length)) * LINE + 3;
      const pagesBefore = this.pages.length;
      this.need(height);
      if (this.pages.length !== pagesBefore) header();
      cells.forEach((lines, i) =>
        lines.forEach((line, n) =>
          this.text.draw(this.page, line, {
            x: lefts[i]!,
            y: this.y - size - n * LINE,
            size,
            color: INK,
          }),
        ),
      );
      this.y -= height;
    }
  }

  /** "Page 2 of 3" at the foot of every certificate page. */
  footers(documentName: string): void {
    this.pages.forEach((page, i) => {
      const text = `${documentName} · certificate page ${i + 1} of ${this.pages.length}`;
      const size = SMALL;
      const fitted = this.text.wrap(text, size, this.width)[0] ?? '';
      this.text.draw(page, fitted, { x: MARGIN, y: MARGIN - 18, size, color: MUTED });
    });
  }
}

export async function appendCertificatePage(
  pdf: Uint8Array,
  cert: CertificateOfCompletion,
): Promise<Uint8Array> {
  const { PDF } = await import('@libpdf/core');
  const doc = await PDF.load(pdf);
  const first = doc.getPage(0);
  const a4 = first && Math.abs(first.width - A4[0]) < 6 && Math.abs(first.height - A4[1]) < 6;
  const pageCount = doc.getPageCount();
  const out = new Pages(doc, a4 ? A4 : LETTER);

  out.heading('Document');
  out.row('Document', cert.documentName);
  out.row('Original SHA-256', cert.originalSha256.toLowerCase());
  out.row('Firm', cert.firmName);
  out.row('Pages', `${pageCount} before this certificate`);

  out.heading('Signers');
  for (const signer of cert.signers) {
    const ua = signer.userAgent?.trim();
    out.block(signer.name, [
      ['Email', signer.email],
      ['Signing method', SIGNATURE_METHOD_LABELS[signer.method]],
      ['Identity verification', signer.identityVerification],
      ['IP address', signer.ipAddress ?? '—'],
      ['Device', ua ? describeDevice(ua) : '—', ua ? clip(ua, USER_AGENT_MAX) : undefined],
      ['Consent given (UTC)', isoUtc(signer.consentedAt)],
      ['Signed (UTC)', isoUtc(signer.signedAt)],
    ]);
  }

  out.heading('Audit trail');
  out.table(
    [
      { title: 'Time (UTC)', width: 0.25 },
      { title: 'Event', width: 0.35 },
      { title: 'Actor', width: 0.24 },
      { title: 'IP address', width: 0.16 },
    ],
    cert.events.map((e) => [isoUtc(e.at), e.event, e.actor, e.ipAddress ?? '—']),
  );
  out.footers(cert.documentName);
  return saveAppended(doc);
}
