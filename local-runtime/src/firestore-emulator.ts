// Finds and starts the official Cloud Firestore emulator (the Google Cloud CLI's
// cloud-firestore-emulator component) directly on Java 17, with our firestore.rules loaded:
// firebase-tools would refuse it, as it wants Java 21 (docs/decisions/store.md).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorProcess } from './emulator-process';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const LAUNCHER = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';
/** Where Debian's google-cloud-cli package puts the SDK, when `gcloud` is not on the PATH. */
const KNOWN_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];

export const FIRESTORE_RULES = join(repoRoot, 'firestore.rules');

export interface FirestoreEmulator {
  /** host:port, the value FIRESTORE_EMULATOR_HOST expects. */
  host: string;
  stop(): Promise<void>;
}

function sdkRootFromGcloud(): string | null {
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    return root || null;
  } catch {
    return null;
  }
}

let found: string | null | undefined;

/** The emulator's launcher, or null when it is not installed (FIRESTORE_EMULATOR_BIN overrides). */
export function findFirestoreEmulator(): string | null {
  if (found !== undefined) return found;
  const candidates = [
    process.env.FIRESTORE_EMULATOR_BIN,
    ...KNOWN_SDK_ROOTS.map((root) => join(root, LAUNCHER)),
    ...[sdkRootFromGcloud()].filter((r): r is string => r !== null).map((r) => join(r, LAUNCHER)),
  ];
  found = candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
  return found;
}

/**
 * Starts the emulator on `port` (ready in about 2 s). Without `projectId` it serves any project,
 * so test files can each take a project of their own and never see each other's documents.
 */
export async function startFirestoreEmulator(
  port: number,
  options: { projectId?: string; rules?: string } = {},
): Promise<FirestoreEmulator> {
  const launcher = findFirestoreEmulator();
  if (!launcher) throw new Error('The Cloud Firestore emulator is not installed');
  const args = [
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
    `--rules=${options.rules ?? FIRESTORE_RULES}`,
  ];
  if (options.projectId)
    args.push(`--project_id=${options.projectId}`, '--single_project_mode=true');
  // Java directly, not the launcher script: the script does not pass a stop signal on to Java.
  const jar = join(dirname(launcher), 'cloud-firestore-emulator.jar');
  const child = spawn(
    process.env.JAVA ?? 'java',
    [
      '-Duser.language=en',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const emulator = emulatorProcess('Firestore emulator', child);
  const host = `127.0.0.1:${port}`;
  await emulator.ready(`http://${host}/`);
  return { host, stop: () => emulator.stop() };
}
