// A questionnaire's answers as a spreadsheet (kernel/csv.ts: formulas made text): a heading row
// per fact, then Section, Question, Answer rows.
import { csvFile, csvRow as row } from '../../kernel/csv';
import type { ExportContent } from './export-content';

export function questionnaireSheet(content: ExportContent): Uint8Array {
  const rows = [
    row(['Questionnaire', content.title]),
    row(['Entity', content.entityName]),
    row(['Tax year', String(content.taxYear)]),
    ...content.facts.map((fact) => row(['Status', fact])),
    '',
    row(['Section', 'Question', 'Answer']),
    ...content.sections.flatMap((section) => [
      ...section.answers.map((a) => row([section.name, a.question, a.lines.join('\n')])),
      ...section.signatures.map((s) => row([section.name, 'Signature', s])),
    ]),
  ];
  return csvFile(rows);
}
