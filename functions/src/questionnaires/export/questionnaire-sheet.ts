// A questionnaire's answers as a spreadsheet (CSV, UTF-8 with a byte-order mark so Excel reads
// its accents): a heading row per fact, then Section, Question, Answer rows. A cell a spreadsheet
// would run as a formula (=, +, -, @, tab, return at its start) is written as text.
import type { ExportContent } from './export-content';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: string[]) => cells.map(csvCell).join(',');

export function questionnaireSheet(content: ExportContent): Uint8Array {
  const rows = [
    row(['Questionnaire', content.title]),
    row(['Entity', content.company]),
    row(['Tax year', String(content.taxYear)]),
    ...content.facts.map((fact) => row(['Status', fact])),
    '',
    row(['Section', 'Question', 'Answer']),
    ...content.sections.flatMap((section) => [
      ...section.answers.map((a) => row([section.name, a.question, a.lines.join('\n')])),
      ...section.signatures.map((s) => row([section.name, 'Signature', s])),
    ]),
  ];
  return new TextEncoder().encode(`\uFEFF${rows.join('\r\n')}\r\n`);
}
