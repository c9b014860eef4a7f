// Spreadsheets as CSV (UTF-8 with a byte-order mark so Excel reads accents): a cell a spreadsheet
// would run as a formula (=, +, -, @, tab, return at its start) is written as text, so an export
// never carries a formula someone typed into the portal.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: string[]) => cells.map(csvCell).join(',');

/** The file: rows (already joined by `csvRow`, '' for a blank line) with CRLF line ends. */
export const csvFile = (rows: string[]): Uint8Array =>
  new TextEncoder().encode(`\uFEFF${rows.join('\r\n')}\r\n`);
