// A questionnaire's answers as an Excel workbook (exceljs, spec 2 §9 "spreadsheet"): a row per
// fact (questionnaire, entity, tax year, status), then Section, Question, Answer rows under a
// frozen bold header, answers wrapped. Every cell is written as text, never as a formula, so an
// export never runs what someone typed into the portal ('=cmd' is the text '=cmd').
import type { ExportContent } from './export-content';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function questionnaireSheet(content: ExportContent): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Portico';
  book.title = `${content.title}: ${content.entityName} (${content.taxYear})`;
  const facts: [string, string][] = [
    ['Questionnaire', content.title],
    ['Entity', content.entityName],
    ['Tax year', String(content.taxYear)],
    ...content.facts.map((fact): [string, string] => ['Status', fact]),
  ];
  const headerRow = facts.length + 2;
  const sheet = book.addWorksheet('Answers', {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = [{ width: 28 }, { width: 60 }, { width: 60 }];
  for (const fact of facts) sheet.addRow(fact).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(['Section', 'Question', 'Answer']).font = { bold: true };
  for (const section of content.sections) {
    for (const answer of section.answers)
      sheet.addRow([section.name, answer.question, answer.lines.join('\n')]);
    for (const signature of section.signatures)
      sheet.addRow([section.name, 'Signature', signature]);
  }
  // Every value is a string, which exceljs writes as a shared string: text, whatever it starts with.
  sheet.eachRow((row) => {
    row.alignment = { vertical: 'top', wrapText: true };
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
