// Recognition budget (issue 15): a 100-page PDF of 25 forms (four pages each) is read, recognised
// and split into 25 documents in ≤ 2 s. Times the real task (recognizeDocument: PDF.js reads every
// page's text, the catalogue names each form, pdf-lib writes each child, the store keeps them) over
// an in-memory store and a disk blob store; the first run warms PDF.js up and is not counted. Then,
// through the API as the partner, the bulk split review: opening it (GET /documents/{id}/split,
// from the forms recognition kept) and saving a split of the same 25 documents by hand (POST, the
// earlier ones retired), also ≤ 2 s.
// Run: npm run bench:recognition [-- --pages N --runs N]
import { PDFDocument } from 'pdf-lib';
import { TAX_FORMS } from '@portico/common/documents/tax-forms';
import { documentsRepo } from '@portico/functions/documents/documents.repo';
import { PROCESSING } from '@portico/functions/documents/processing/recognition-queue';
import { recognizeDocument } from '@portico/functions/documents/processing/recognize-document.task';
import type { SplitPlanDto } from '@portico/common/documents/split';
import type { Db } from '@portico/functions/platform/db/db';
import type { ManualClock } from '@portico/functions/platform/clock/clock';
import { DEMO_COMPANIES, DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { benchPorts, percentile, startBenchApi, seededDemoStore } from './support/bench-api.js';
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

const row = (task: string, samples: number[], budget: number | null) => {
  const worst = Math.max(...samples);
  const verdict = budget === null ? '' : worst <= budget ? 'pass' : 'miss';
  return `| ${task} | ${percentile(samples, 50).toFixed(0)} | ${worst.toFixed(0)} | ${budget === null ? '—' : `≤ ${budget}`} | ${verdict} |`;
};

/** Opens and saves the bulk split review of the recognised document `id`, RUNS times each. */
async function timeSplitReview(db: Db, clock: ManualClock, id: string, bytes: Uint8Array) {
  const api = await startBenchApi(db, clock);
  await api.blobs.put(benchBlobPath(DEMO_COMPANIES.olivia.id, id), bytes, 'application/pdf');
  const call = async (method: 'GET' | 'POST', body?: object) => {
    const t0 = performance.now();
    const response = await fetch(`${api.base}/documents/${id}/split`, {
      method,
      headers: {
        authorization: `Bearer ${DEMO_USERS.partner.id}`,
        'content-type': 'application/json',
      },
      body: body && JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(`${method} split: ${response.status} ${JSON.stringify(answer)}`);
    return { ms: performance.now() - t0, answer };
  };
  const opened: number[] = [];
  const saved: number[] = [];
  let plan: SplitPlanDto | null = null;
  for (let run = -1; run < RUNS; run++) {
    const got = await call('GET');
    plan = got.answer as SplitPlanDto;
    if (run >= 0) opened.push(got.ms);
  }
  const documents = plan!.suggested.map((part) => ({
    name: part.name,
    document_type: part.document_type,
    pages: part.pages,
  }));
  for (let run = -1; run < RUNS; run++) {
    const done = await call('POST', { documents });
    if (run >= 0) saved.push(done.ms);
  }
  await api.close();
  return { opened, saved, parts: documents.length };
}

async function main() {
  const { clock, store: db } = await seededDemoStore('2026-03-02T17:00:00Z');
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
  const lastId = `bench-recognize-${RUNS}`;
  const review = await timeSplitReview(db, clock, lastId, bytes);
  console.log(
    `A ${PAGES}-page PDF (${pagesRead} pages read) of ${PAGES / PAGES_PER_FORM} forms, ${RUNS} runs after one warm-up.\n`,
  );
  console.log('| task | p50 ms | worst ms | budget | |');
  console.log('|---|---|---|---|---|');
  console.log(
    row(`recognise and split into ${PAGES / PAGES_PER_FORM} documents`, samples, BUDGET_MS),
  );
  console.log(row('open the split review (GET …/split)', review.opened, null));
  console.log(
    row(`split by hand into ${review.parts} documents (POST …/split)`, review.saved, BUDGET_MS),
  );
}

await main();
