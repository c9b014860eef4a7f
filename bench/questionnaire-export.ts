// The questionnaire export budget (issue 49): a 200-page export with its table of contents,
// bookmarks and page numbers ≤ 5 s — the answers of a 20-section organizer (about 20 pages) and
// 18 uploaded statements of 10 pages each, as tax software prints them — and, for the record, the
// same without the contents, and the zipped export of the answers and the original files.
// Run: npm run bench:questionnaire-export [-- --documents N --runs N]
import type { ExportContent } from '@portico/functions/questionnaires/export/export-content';
import { questionnairePdf } from '@portico/functions/questionnaires/export/questionnaire-pdf';
import { zipOf } from '@portico/functions/questionnaires/export/export-zip';
import { pdfPageTexts } from '@portico/functions/documents/documents.module';
import { arg } from './support/bench-args.js';
import { returnOf } from './support/return-pdf.js';

const DOCUMENTS = arg('documents', 19);
const RUNS = arg('runs', 5);
const BUDGET_MS = 5000;

const content: ExportContent = {
  title: 'Individual Tax Organizer',
  entityName: 'Olivia Martinez',
  taxYear: 2025,
  facts: ['Submitted Mar 2, 2026', 'Due Mar 15, 2026'],
  sections: Array.from({ length: 20 }, (_, s) => ({
    name: `Section ${s + 1}: Income and deductions`,
    answers: Array.from({ length: 14 }, (_, q) => ({
      question: `Question ${q + 1} of section ${s + 1}: did you receive this kind of income in 2025?`,
      lines: [`Answer ${q + 1}: yes, from Acme Corporation, $${(q * 1234.5).toFixed(2)}`],
    })),
    signatures: [],
  })),
};
const statement = await returnOf(10);
const documents = Array.from({ length: DOCUMENTS }, (_, i) => ({
  name: `Statement ${i + 1}.pdf`,
  contentType: 'application/pdf',
  bytes: statement,
}));

async function timed(step: () => Promise<Uint8Array>) {
  const times: number[] = [];
  let last: Uint8Array = new Uint8Array();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    last = await step();
    times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), last };
}

const withToc = await timed(() =>
  questionnairePdf(content, documents, 'Harborview Tax & Advisory', {
    toc: true,
    pageNumbers: true,
  }),
);
const pages = (await pdfPageTexts(withToc.last)).length;
const plain = await timed(() => questionnairePdf(content, documents, 'Harborview Tax & Advisory'));
const zipped = await timed(async () =>
  zipOf([
    {
      path: ['Olivia.pdf'],
      bytes: await questionnairePdf(content, [], 'Harborview Tax & Advisory', {
        toc: true,
        pageNumbers: true,
      }),
    },
    ...documents.map((d) => ({ path: ['Documents', d.name], bytes: d.bytes })),
  ]),
);

const median = (times: number[]) => times[Math.floor(times.length / 2)]!;
console.log(`| export (${pages} pages, ${RUNS} runs) | median | max | budget |`);
console.log('|---|---|---|---|');
for (const [name, result, budget] of [
  ['PDF with contents, bookmarks and page numbers', withToc, BUDGET_MS],
  ['PDF without them', plain, null],
  ['zipped: the answers PDF and the originals', zipped, null],
] as const)
  console.log(
    `| ${name} | ${median(result.times).toFixed(0)} ms | ${result.times.at(-1)!.toFixed(0)} ms | ${budget ? `≤ ${budget} ms` : '—'} |`,
  );
const ok = pages >= 200 && withToc.times.at(-1)! <= BUDGET_MS;
console.log(`\n${pages} pages; budget ≤ ${BUDGET_MS} ms: ${ok ? 'pass' : 'FAIL'}`);
if (!ok) process.exitCode = 1;
