// Recognition budget (issue 15): a 100-page PDF of 25 forms (four pages each) is read, recognised
// and split into 25 documents in ≤ 2 s. Times the real task (recognizeDocument: PDF.js reads every
// page's text, the catalogue names each form, pdf-lib writes each child, the store keeps them) over
// an in-memory store and a disk blob store; the first run warms PDF.js up and is not counted.
// Run: npm run bench:recognition [-- --pages N --runs N]
import { PDFDocument } from 'pdf-lib';
import { TAX_FORMS } from '@portico/common/documents/tax-forms';
import { documentsRepo } from '@portico/functions/documents/documents.repo';
import { PROCESSING } from '@portico/functions/documents/processing/recognition-queue';
import { recognizeDocument } from '@portico/functions/documents/processing/recognize-document.task';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import { DEMO_COMPANIES, DEMO_FIRM_ID, seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { benchPorts, percentile } from './support/bench-api.js';
import { benchBlobPath, benchDocument } from './support/bench-document.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('pages', 100);
const RUNS = arg('runs', 5);
const PAGES_PER_FORM = 4;
const BUDGET_MS = 2000;

/** PAGES pages: a form's first page names it, its next three are its continuation. */
async function formsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let page = 0; page < PAGES; page++) {
    const form = TAX_FORMS[Math.floor(page / PAGES_PER_FORM) % 20]!;
    const text =
      page % PAGES_PER_FORM === 0
        ? `Form ${form.type} ${form.title} 2025`
        : `Instructions for Recipient, page ${(page % PAGES_PER_FORM) + 1}`;
    doc.addPage([612, 792]).drawText(text, { x: 48, y: 740, size: 12 });
  }
  return doc.save();
}

async function main() {
  const clock = new ManualClock(new Date('2026-03-02T17:00:00Z'));
  const db = await openLocalStore({ now: () => clock.now() });
  await seedDemoFirm(db, clock.now());
  const { ports, blobs } = benchPorts(db, clock);
  const bytes = await formsPdf();
  const companyId = DEMO_COMPANIES.olivia.id;
  const documents = documentsRepo(db);
  const samples: number[] = [];
  let pagesRead = 0;
  for (let run = -1; run < RUNS; run++) {
    const id = `bench-recognize-${run + 1}`;
    await blobs.put(benchBlobPath(companyId, id), bytes, 'application/pdf');
    await db.runTransaction(async (tx) =>
      documents.insert(
        tx,
        benchDocument(id, companyId, clock.now(), {
          size: bytes.length,
          recognition: PROCESSING,
        }),
      ),
    );
    const t0 = performance.now();
    await recognizeDocument(ports, { firmId: DEMO_FIRM_ID, documentId: id });
    const ms = performance.now() - t0;
    if (run >= 0) samples.push(ms);
    const parent = await documents.get(DEMO_FIRM_ID, id);
    if (parent?.recognition?.status !== 'split_succeeded')
      throw new Error(`not split: ${JSON.stringify(parent?.recognition)}`);
    pagesRead = parent.recognition.pageCount ?? 0;
  }
  const p50 = percentile(samples, 50);
  const worst = Math.max(...samples);
  console.log(
    `A ${PAGES}-page PDF (${pagesRead} pages read) of ${PAGES / PAGES_PER_FORM} forms, ${RUNS} runs after one warm-up.\n`,
  );
  console.log('| task | p50 ms | worst ms | budget | |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| recognise and split into ${PAGES / PAGES_PER_FORM} documents | ${p50.toFixed(0)} | ${worst.toFixed(0)} | ≤ ${BUDGET_MS} | ${worst <= BUDGET_MS ? 'pass' : 'miss'} |`,
  );
}

await main();
