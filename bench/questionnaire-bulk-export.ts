// The bulk export budget (issue 49): 50 questionnaires exported at once — each an answered
// organizer with a 10- and an 11-page statement uploaded to it, as a PDF with its documents, contents and
// page numbers — made in the background in ≤ 60 s, from the request to the notification. Serves the
// real Express app over an in-memory local store with its in-process task queue; uploads as the
// client does (upload link, PUT, process_document), then asks as the dialog does and reads the
// export as its page does until it is ready.
// Run: npm run bench:questionnaire-bulk-export [-- --questionnaires N]
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import type {
  QueuedExportDto,
  QuestionnaireExportDto,
} from '@portico/common/questionnaires/export';
import { benchArg, seededDemoStore, startBenchApi } from './support/bench-api.js';
import { returnOf } from './support/return-pdf.js';

const QUESTIONNAIRES = benchArg('questionnaires', 50);
const BUDGET_S = 60;

/** The entries' bytes once unzipped, summed from the zip's central directory (size at +24). */
function unzippedBytes(zip: Buffer): number {
  let total = 0;
  for (let at = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0;) {
    total += zip.readUInt32LE(at + 24);
    at = zip.indexOf('PK\u0001\u0002', at + 46, 'latin1');
  }
  return total;
}

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const api = await startBenchApi(store, clock);
  const now = () => clock.now();
  const call = async <T>(as: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${api.base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${answer.error}`);
    return answer;
  };
  // Two different statements (the same bytes twice would be one upload and a duplicate).
  const statements = [Buffer.from(await returnOf(10)), Buffer.from(await returnOf(11))];

  const ids: string[] = [];
  for (let i = 0; i < QUESTIONNAIRES; i++) {
    const user = await createFixtureUser(store, now, {
      groupId: DEMO_GROUPS.north,
      fname: 'Bench',
      lname: `Exporter ${i + 1}`,
    });
    const { questionnaire_ids: made } = await createFixtureQuestionnaires(store, now, {
      companyId: user.companyId!,
      questionnaires: [{ content: 'individual' }],
    });
    const id = made[0]!;
    ids.push(id);
    const files = ['Brokerage 1099.pdf', 'Bank statement.pdf'];
    const link = await call<{
      upload_id: string;
      files: { upload_url: string; upload_headers: Record<string, string> }[];
    }>(user.id, '/integrations/temporary_upload_link', {
      company_id: user.companyId,
      files: files.map((name, f) => ({ name, size: statements[f]!.length })),
    });
    for (const [f, target] of link.files.entries()) {
      const url = target.upload_url.startsWith('http')
        ? target.upload_url
        : `${api.origin}${target.upload_url}`;
      const put = await fetch(url, {
        method: 'PUT',
        headers: target.upload_headers,
        body: statements[f],
      });
      if (!put.ok) throw new Error(`the upload answered ${put.status}`);
    }
    const processed = await call<{ documents: unknown[] }>(
      user.id,
      '/integrations/process_document',
      {
        upload_id: link.upload_id,
        questionnaire_id: id,
        question_id: 'q-w2',
      },
    );
    if (processed.documents.length !== files.length)
      throw new Error(`an upload was refused: ${JSON.stringify(processed)}`);
  }
  // Recognition of the uploads runs first, so the export is timed alone.
  await api.drain();

  const started = performance.now();
  const queued = await call<QueuedExportDto>(DEMO_USERS.partner.id, '/questionnaires/export', {
    questionnaire_ids: ids,
    format: 'pdf',
    include_documents: true,
    include_toc: true,
    include_pages: true,
  });
  const requestMs = performance.now() - started;
  let made: QuestionnaireExportDto;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    made = await call<QuestionnaireExportDto>(
      DEMO_USERS.partner.id,
      `/questionnaire_exports/${queued.export_id}`,
    );
  } while (made.status === 'processing');
  const doneS = (performance.now() - started) / 1000;
  const file = made.url
    ? await fetch(made.url.startsWith('http') ? made.url : `${api.origin}${made.url}`)
    : null;
  const zip = file ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const pdfBytes = unzippedBytes(zip);
  await api.close();
  await store.close();

  const ok = made.status === 'ready' && made.done === QUESTIONNAIRES && doneS <= BUDGET_S;
  console.log('| questionnaires | documents | request (queued) | ready | zip | budget |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${QUESTIONNAIRES} | ${QUESTIONNAIRES * 2} (21 pages each pair) | ${requestMs.toFixed(0)} ms | ${doneS.toFixed(1)} s | ${(zip.length / 1024 / 1024).toFixed(1)} MB (${(pdfBytes / 1024 / 1024).toFixed(1)} MB of PDFs) | ≤ ${BUDGET_S} s |`,
  );
  console.log(`\n${made.status}${made.error ? ` (${made.error})` : ''}; ${ok ? 'pass' : 'FAIL'}`);
  if (!ok) process.exitCode = 1;
}

await main();
