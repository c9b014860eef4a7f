// Draft budget (issue 44): watermarking a 200-page return DRAFT on every page takes ≤ 3 s (it runs
// in the processing task). Builds a 200-page return with text on every page, as tax software
// prints one (~1 MB), and times the watermark over a few runs.
// Run: npm run bench:tax-return-draft [-- --pages N --runs N]
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { watermarkDraft } from '@portico/functions/tax-returns/drafts/watermark';
import { arg } from './support/bench-args.js';

const PAGES = arg('pages', 200);
const RUNS = arg('runs', 5);
const BUDGET_MS = 3000;

async function returnOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Form 1040 (2025) — page ${p}`, { x: 48, y: 740, size: 14, font });
    for (let line = 0; line < 40; line++)
      page.drawText(
        `Line ${line + 1}  Wages, salaries, tips ............ ${(line * 137.25).toFixed(2)}`,
        {
          x: 48,
          y: 700 - line * 16,
          size: 9,
          font,
        },
      );
  }
  return doc.save();
}

const original = await returnOf(PAGES);
const times: number[] = [];
let size = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const marked = await watermarkDraft(original);
  times.push(performance.now() - started);
  size = marked.length;
}
times.sort((a, b) => a - b);
const worst = times.at(-1)!;
console.log(
  `Watermarked a ${PAGES}-page return (${(original.length / 1e6).toFixed(2)} MB → ${(size / 1e6).toFixed(2)} MB), ${RUNS} runs.\n`,
);
console.log('| step | median ms | worst ms | budget ms | |');
console.log('|---|---|---|---|---|');
console.log(
  `| watermark DRAFT on every page | ${times[Math.floor(times.length / 2)]!.toFixed(0)} | ${worst.toFixed(0)} | ${BUDGET_MS} | ${worst <= BUDGET_MS ? 'pass' : 'miss'} |`,
);
