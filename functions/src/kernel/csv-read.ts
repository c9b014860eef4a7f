// Reading a spreadsheet saved as CSV (RFC 4180, as Excel, Numbers and Google Sheets write it): a
// byte-order mark is dropped, fields may be quoted (a quote inside doubled, line breaks kept),
// lines end in CRLF or LF. A blank line is a row of one empty cell, so rows keep the numbers a
// spreadsheet shows them with. A quote left open to the end of the file is a malformed file, not a
// last field that swallows the rest.

export class MalformedCsv extends Error {}

/** The rows of `text`, each a list of cells as written (not trimmed). */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += char;
    i += 1;
  }
  if (quoted) throw new MalformedCsv('A quoted cell is not closed');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
