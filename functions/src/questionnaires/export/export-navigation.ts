// Finding one's way in an exported questionnaire (issue 49, spec 2 §7 include_toc, include_pages):
// a table of contents on the first pages — the sections, then the documents, each with the page it
// starts on — the same entries as PDF bookmarks, and 'Page N of M' at the foot of every page
// (documents' own pages too). The contents' pages are kept free before the answers are written,
// so every page number is known when they are filled in.
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { MARGIN, MUTED, PAGE, TEXT, WIDTH } from '../../kernel/pdf-writer';

export interface NavigationEntry {
  title: string;
  /** Index of the page it starts on. */
  page: number;
  /** Entries under it (a group's documents). */
  children?: NavigationEntry[];
}

const SIZE = 10;
const LEADING = 15;
const HEADING = 'Contents';
const HEADING_SPACE = 34;
const NUMBER_COLUMN = 44;
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * MARGIN - HEADING_SPACE) / LEADING);

/** How many pages the contents of `count` lines (entries and their children) take. */
export const contentsPageCount = (count: number) => Math.max(1, Math.ceil(count / LINES_PER_PAGE));

/** The text cut to fit `width`, with an ellipsis when cut. */
function fitted(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let cut = text.length;
  while (cut > 1 && font.widthOfTextAtSize(`${text.slice(0, cut)}…`, SIZE) > width) cut--;
  return `${text.slice(0, cut)}…`;
}

/**
 * Fills the pages kept for the contents. `safe` makes a title writable in the standard fonts.
 * Titles are one line each (cut with '…'), numbers right-aligned: page index + 1.
 */
export function drawContents(
  pages: PDFPage[],
  entries: NavigationEntry[],
  fonts: { regular: PDFFont; bold: PDFFont },
  safe: (text: string) => string,
): void {
  const rows = entries.flatMap((entry) => [
    { entry, indent: 0, bold: true },
    ...(entry.children ?? []).map((child) => ({ entry: child, indent: 14, bold: false })),
  ]);
  pages.forEach((page, index) => {
    let y = PAGE.height - MARGIN;
    if (index === 0) {
      y -= 18;
      page.drawText(HEADING, { x: MARGIN, y, size: 18, font: fonts.bold, color: TEXT });
      y -= HEADING_SPACE - 18;
    } else y -= HEADING_SPACE;
    for (const { entry, indent, bold } of rows.slice(
      index * LINES_PER_PAGE,
      (index + 1) * LINES_PER_PAGE,
    )) {
      y -= LEADING;
      const font = bold ? fonts.bold : fonts.regular;
      const title = fitted(safe(entry.title), font, WIDTH - indent - NUMBER_COLUMN);
      page.drawText(title, { x: MARGIN + indent, y, size: SIZE, font, color: TEXT });
      const number = String(entry.page + 1);
      const numberWidth = fonts.regular.widthOfTextAtSize(number, SIZE);
      page.drawText(number, {
        x: PAGE.width - MARGIN - numberWidth,
        y,
        size: SIZE,
        font: fonts.regular,
        color: MUTED,
      });
    }
  });
}

/** The entries as the PDF's bookmarks (its outline), each opening its page at the top. */
export async function addBookmarks(doc: PDFDocument, entries: NavigationEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { PDFHexString, PDFName, PDFNull } = await import('pdf-lib');
  const context = doc.context;
  const outlines = context.nextRef();
  const pageRefs = doc.getPages().map((page) => page.ref);

  /** Writes one level; answers its first and last refs and how many items it holds in all. */
  const level = (items: NavigationEntry[], parent: typeof outlines) => {
    const refs = items.map(() => context.nextRef());
    let total = items.length;
    items.forEach((item, i) => {
      const children = item.children?.length ? level(item.children, refs[i]!) : null;
      if (children) total += children.count;
      const target = pageRefs[item.page] ?? pageRefs[0]!;
      const dict = context.obj({
        Title: PDFHexString.fromText(item.title),
        Parent: parent,
        Dest: [target, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
      });
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
      if (i < items.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
      if (children) {
        dict.set(PDFName.of('First'), children.first);
        dict.set(PDFName.of('Last'), children.last);
        dict.set(PDFName.of('Count'), context.obj(children.count));
      }
      context.assign(refs[i]!, dict);
    });
    return { first: refs[0]!, last: refs[refs.length - 1]!, count: total };
  };
  const top = level(entries, outlines);
  context.assign(
    outlines,
    context.obj({ Type: 'Outlines', First: top.first, Last: top.last, Count: top.count }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlines);
  // Readers show the bookmarks panel on opening.
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** 'Page N of M' centred at the foot of every page, whatever its size. */
export function stampPageNumbers(doc: PDFDocument, font: PDFFont): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    const { width } = page.getSize();
    const size = 8;
    page.drawText(label, {
      x: (width - font.widthOfTextAtSize(label, size)) / 2,
      y: 24,
      size,
      font,
      color: MUTED,
    });
  });
}
