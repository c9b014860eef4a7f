// Reading a spreadsheet saved as an Excel workbook (.xlsx, exceljs): its first sheet as a table of
// the texts its cells show (a number as formatted, a formula's result, a link's text), each row at
// its sheet row number so a row keeps the number the spreadsheet shows.
export class UnreadableWorkbook extends Error {
  constructor() {
    super('The workbook could not be read');
  }
}

/** The first sheet's rows (row 1 first), or 'too-many' when it has more than `maxRows`. */
export async function readWorkbook(
  bytes: Uint8Array,
  maxRows: number,
): Promise<string[][] | 'too-many'> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as never);
  } catch {
    throw new UnreadableWorkbook();
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > maxRows) return 'too-many';
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    table[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(table, (row) => row ?? []);
}
