// The seal budgets of e-signing: stamping the signatures, appending the certificate of completion
// and sealing (PAdES B-B) a 10-page form set with 4 signatures ≤ 2 s, and a 200-page return with
// signatures on 5 pages ≤ 5 s; each step's median is printed for the record.
// Run: npm run bench:seal [-- --pages N --runs N]
import {
  appendCertificatePage,
  type CertificateOfCompletion,
} from '@portico/functions/signing/seal/certificate-page';
import { generateSealingCertificate } from '@portico/functions/signing/seal/platform-certificate';
import { sealPdf, verifySeal } from '@portico/functions/signing/seal/seal-pdf';
import {
  type SignatureStamp,
  stampSignatures,
} from '@portico/functions/signing/seal/stamp-signatures';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { arg } from './support/bench-args.js';
import { returnOf } from './support/return-pdf.js';

const PAGES = arg('pages', 200);
const RUNS = arg('runs', 5);
const SIGNED_AT = new Date('2026-12-02T21:14:05Z');

/** A drawn signature as the pad sends it: a 600×150 RGBA PNG of one pen stroke. */
function drawnSignature(): Uint8Array {
  const [width, height] = [600, 150];
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (Math.abs(y - height / 2 - (height / 3) * Math.sin(x / 20)) < 3)
        rows.writeUInt32BE(0x102060ff, y * (width * 4 + 1) + 1 + x * 4);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = drawnSignature();
/** Taxpayer and spouse, typed and drawn, on the given pages (two stamps a page). */
const stampsOn = (pages: number[], count: number): SignatureStamp[] =>
  Array.from({ length: count }, (_, i) => ({
    page: pages[i % pages.length]!,
    box: { left: i % 2 ? 330 : 60, bottom: 60, width: 220, height: 40 },
    capture: i % 2 ? { method: 'drawn', png } : { method: 'typed', text: 'Jane Whitfield' },
    signedAt: SIGNED_AT,
    signerName: i % 2 ? 'John Whitfield' : 'Jane Whitfield',
  }));

const certificateOf = (original: Uint8Array): CertificateOfCompletion => ({
  documentName: '2025 Form 1040 — Whitfield.pdf',
  originalSha256: createHash('sha256').update(original).digest('hex'),
  firmName: 'Garcia Holdings CPA',
  signers: ['Jane', 'John'].map((first, i) => ({
    name: `${first} Whitfield`,
    email: `${first.toLowerCase()}@example.com`,
    method: i ? 'drawn' : 'typed',
    identityVerification: 'Verified (Stripe Identity)',
    ipAddress: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    consentedAt: SIGNED_AT,
    signedAt: SIGNED_AT,
  })),
  events: Array.from({ length: 12 }, (_, i) => ({
    at: new Date(SIGNED_AT.getTime() + i * 60_000),
    event: i % 2 ? 'Signed Form 8879' : 'Opened the return',
    actor: i % 4 < 2 ? 'Jane Whitfield' : 'John Whitfield',
    ipAddress: '203.0.113.7',
  })),
});

const certificate = await generateSealingCertificate('Portico Bench Seal');

/** Times each step of stamp → certificate → seal over the runs; checks every result verifies. */
async function timedSeal(original: Uint8Array, stamps: SignatureStamp[]) {
  const steps = {
    stamp: [] as number[],
    certificate: [] as number[],
    seal: [] as number[],
    total: [] as number[],
  };
  const cert = certificateOf(original);
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const stamped = await stampSignatures(original, stamps);
    const t1 = performance.now();
    const withCertificate = await appendCertificatePage(stamped, cert);
    const t2 = performance.now();
    const sealed = await sealPdf(withCertificate, certificate, {
      reason: 'Signed by every signer',
      location: 'Portico',
      signingTime: new Date(),
    });
    const t3 = performance.now();
    steps.stamp.push(t1 - t0);
    steps.certificate.push(t2 - t1);
    steps.seal.push(t3 - t2);
    steps.total.push(t3 - t0);
    const check = await verifySeal(sealed);
    if (!check.intact || !check.coversWholeFile) throw new Error('A sealed file did not verify');
  }
  for (const times of Object.values(steps)) times.sort((a, b) => a - b);
  return steps;
}

const median = (times: number[]) => times[Math.floor(times.length / 2)]!;
const formSet = await returnOf(10);
const fullReturn = await returnOf(PAGES);
const signaturePages = [2, 3, Math.floor(PAGES / 2), PAGES - 1, PAGES].filter((p) => p <= PAGES);
const cases: [string, Awaited<ReturnType<typeof timedSeal>>, number][] = [
  ['10-page form set, 4 signatures', await timedSeal(formSet, stampsOn([1, 2], 4)), 2000],
  [
    `${PAGES}-page return (${(fullReturn.length / 1e6).toFixed(2)} MB), signatures on ${signaturePages.length} pages`,
    await timedSeal(fullReturn, stampsOn(signaturePages, signaturePages.length)),
    5000,
  ],
];

console.log(`Stamp + certificate of completion + seal, ${RUNS} runs each.\n`);
console.log(
  '| document | median ms | worst ms | budget ms | | stamp / certificate / seal (median ms) |',
);
console.log('|---|---|---|---|---|---|');
let failed = false;
for (const [name, steps, budget] of cases) {
  const worst = steps.total.at(-1)!;
  const verdict = worst <= budget ? 'PASS' : 'FAIL';
  failed ||= verdict === 'FAIL';
  const split = [steps.stamp, steps.certificate, steps.seal]
    .map((t) => median(t).toFixed(0))
    .join(' / ');
  console.log(
    `| ${name} | ${median(steps.total).toFixed(0)} | ${worst.toFixed(0)} | ${budget} | ${verdict} | ${split} |`,
  );
}
if (failed) process.exitCode = 1;
