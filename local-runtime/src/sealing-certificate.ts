// The local runtime's sealing certificate: self-signed, made at first start and kept in the data
// folder beside the store (so documents sealed yesterday still show the same signer), or made per
// run when the data lives in memory.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generateSealingCertificate,
  generatedSealing,
} from '@portico/functions/signing/seal/platform-certificate';
import { secretSealing, type Sealing } from '@portico/functions/platform/sealing/sealing';

const COMMON_NAME = 'Portico local sealing certificate (self-signed)';
const FILE = 'sealing-certificate.json';

export async function localSealing(dataDir: string | null): Promise<Sealing> {
  if (!dataDir) return generatedSealing(COMMON_NAME);
  const path = join(dataDir, FILE);
  if (!existsSync(path)) {
    const made = await generateSealingCertificate(COMMON_NAME);
    writeFileSync(
      path,
      JSON.stringify({ p12: Buffer.from(made.p12).toString('base64'), password: made.password }),
      { mode: 0o600 },
    );
  }
  const stored = JSON.parse(readFileSync(path, 'utf8')) as { p12: string; password: string };
  return secretSealing(() => ({ p12Base64: stored.p12, password: stored.password }));
}
