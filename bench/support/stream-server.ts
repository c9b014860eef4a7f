// The portal for bench:streams, in a process of its own (so its memory is measured alone and the
// client does not share its event loop): the API and the blob routes over a seeded in-memory
// store, with `runs` documents of `size` bytes recorded at blob paths not yet uploaded. Prints one
// JSON line (addresses, signed upload and read URLs, document ids), then serves until killed.
import { DEMO_COMPANIES, seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { documentsRepo } from '@portico/functions/documents/documents.module';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { startBenchApi } from './bench-api.js';
import { benchBlobPath, benchDocument } from './bench-document.js';

const [size, runs] = process.argv.slice(2).map(Number) as [number, number];
const clock = new ManualClock(new Date('2026-03-02T17:00:00Z'));
const store = await openLocalStore({ now: () => clock.now() });
await seedDemoFirm(store, clock.now());
const api = await startBenchApi(store, clock);
const companyId = DEMO_COMPANIES.olivia.id;
const documents = documentsRepo(store);
const at = clock.now();
const ids = Array.from({ length: runs }, (_, run) => `bench-stream-${run}`);
const blobPath = (id: string) => benchBlobPath(companyId, id);
await store.runTransaction(async (tx) => {
  for (const id of ids)
    documents.insert(tx, benchDocument(id, companyId, at, { size, sha256: id }));
});
const urls = await Promise.all(
  ids.map(async (id) => ({
    upload: (await api.blobs.signedUploadUrl(blobPath(id), 3_600_000, size)).url,
    read: await api.blobs.signedReadUrl(blobPath(id), 3_600_000, {
      contentType: 'application/pdf',
      fileName: `${id}.pdf`,
      download: true,
    }),
  })),
);
console.log(JSON.stringify({ origin: api.origin, base: api.base, companyId, ids, urls }));
