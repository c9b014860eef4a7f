// Placing and sending a signature request (issue 46 budget: placing and sending a 3-page request
// ≤ 300 ms at the API). 3-page 8821s are uploaded as requests for a demo entity and processed;
// then each run reads the fields proposed (GET …/fields), saves a placement of eight fields on
// the pages (PUT …/fields), and sends a request whose fields are saved (POST …/send), timed at
// the API over HTTP against the real Express app on an in-memory local store.
// Run: npm run bench:signature-requests [-- --runs N]
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import type { SignatureFieldDto } from '@portico/common/signature-requests/signature-fields';
import { documentsRepo } from '@portico/functions/documents/documents.module';
import { DEMO_COMPANIES, DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import {
  printBudgetTable,
  startBenchApi,
  timeGets,
  timeRequests,
  type TimedScenario,
  seededDemoStore,
} from './support/bench-api.js';
import { arg } from './support/bench-args.js';
import { benchBlobPath, benchDocument } from './support/bench-document.js';
import { form8821 } from './support/form-8821.js';

const RUNS = arg('runs', 60);
const BUDGET_MS = 300;
const companyId = DEMO_COMPANIES.olivia.id;
const partner = DEMO_USERS.partner.id;

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const api = await startBenchApi(store, clock);
  const bytes = await form8821();
  const documentId = 'bench-8821';
  await api.blobs.put(benchBlobPath(companyId, documentId), bytes, 'application/pdf');
  await store.runTransaction(async (tx) =>
    documentsRepo(store).insert(
      tx,
      benchDocument(documentId, companyId, clock.now(), {
        name: 'Form 8821.pdf',
        folder: signatureRequestFolder(2025),
        size: bytes.length,
      }),
    ),
  );
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const res = await fetch(`${api.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${partner}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ok: res.ok, body: (await res.json()) as Record<string, unknown> };
  };
  /** A request of the 8821, processed: its id. */
  const newRequest = async () => {
    const made = await call('/signature_requests', 'POST', {
      company_id: companyId,
      document_id: documentId,
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: 'Tax information authorization',
    });
    const id = made.body.id as string;
    // Processing runs in the queue: wait until the fields can be placed.
    for (let i = 0; i < 100 && !(await call(`/signature_requests/${id}/fields`)).ok; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return id;
  };
  const id = await newRequest();

  const signer = DEMO_USERS.clientOneEntity.id;
  const fields = (run: number): SignatureFieldDto[] =>
    Array.from({ length: 8 }, (_, i) => ({
      id: `f-${i}`,
      signer_id: signer,
      kind: (['signature', 'initials', 'date', 'text'] as const)[i % 4]!,
      page: 1 + (i % 3),
      left: 72 + (run % 20),
      bottom: 100 + i * 40,
      width: 96,
      height: 24,
    }));
  const scenarios: TimedScenario[] = [
    {
      name: 'read the fields proposed (3 pages, signature lines)',
      budget: BUDGET_MS,
      samples: await timeGets(api.base, () => `/signature_requests/${id}/fields`, partner, RUNS),
    },
    {
      name: 'save 8 fields on 3 pages',
      budget: BUDGET_MS,
      samples: await timeRequests(
        api.base,
        (run) => ({
          path: `/signature_requests/${id}/fields`,
          method: 'PUT',
          body: { fields: fields(run) },
        }),
        partner,
        RUNS,
      ),
    },
  ];
  // Requests to send, their fields saved (untimed); each run sends one.
  const toSend: string[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const ready = await newRequest();
    await call(`/signature_requests/${ready}/fields`, 'PUT', { fields: fields(i) });
    toSend.push(ready);
  }
  scenarios.push({
    name: 'send a request with its fields saved',
    budget: BUDGET_MS,
    samples: await timeRequests(
      api.base,
      (run) => ({ path: `/signature_requests/${toSend[run]}/send`, body: {} }),
      partner,
      RUNS,
    ),
  });
  printBudgetTable(scenarios);
  await api.close();
  await store.close();
  console.error(`firm ${DEMO_FIRM_ID}, request ${id}, ${RUNS} runs each`);
}

await main();
