// The delivery PDF budgets (issue 44) on a 200-page return with text on every page, as tax
// software prints one: watermarking DRAFT on every page ≤ 3 s (the processing task),
// extracting its signature pages ≤ 1 s (Download → Signature pages, in the request); and, for the
// record, reading every page's text for the classification's suggestions (the processing task).
// Run: npm run bench:tax-return-pdfs [-- --pages N --runs N]
import { pdfPageTexts } from '@portico/functions/documents/documents.module';
import { extractPages } from '@portico/functions/signing/signing.module';
import { suggestClassification } from '@portico/functions/tax-returns/classification/suggest-classification';
import { watermarkDraft } from '@portico/functions/tax-returns/drafts/watermark';
import { arg } from './support/bench-args.js';
import { returnOf } from './support/return-pdf.js';

const PAGES = arg('pages', 200);
const RUNS = arg('runs', 5);

const original = await returnOf(PAGES);
/** Where a return's forms to sign usually are: 8879 near the front, state forms at the back. */
const SIGNATURE_PAGES = [2, 3, Math.floor(PAGES / 2), PAGES - 1, PAGES].filter((p) => p <= PAGES);

async function timed(step: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await step();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const rows: [string, number[], number | null][] = [
  ['watermark DRAFT on every page', await timed(() => watermarkDraft(original)), 3000],
  [
    `extract the signature pages (${SIGNATURE_PAGES.length})`,
    await timed(() => extractPages(original, SIGNATURE_PAGES)),
    1000,
  ],
  [
    'read every page’s text and suggest',
    await timed(async () => suggestClassification(await pdfPageTexts(original))),
    null,
  ],
];
console.log(
  `A ${PAGES}-page return (${(original.length / 1e6).toFixed(2)} MB), ${RUNS} runs each.\n`,
);
console.log('| step | median ms | worst ms | budget ms | |');
console.log('|---|---|---|---|---|');
for (const [step, times, budget] of rows) {
  const worst = times.at(-1)!;
  const verdict = budget === null ? '' : worst <= budget ? 'pass' : 'miss';
  console.log(
    `| ${step} | ${times[Math.floor(times.length / 2)]!.toFixed(0)} | ${worst.toFixed(0)} | ${budget ?? '—'} | ${verdict} |`,
  );
}
