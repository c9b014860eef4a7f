// `npm start` / `npm run dev`: the whole portal offline. Starts the Auth emulator, builds the web
// app when its sources changed, starts the local runtime, prints the URL and the demo sign-ins.
// `--firestore-emulator` runs it on the official Cloud Firestore emulator (with firestore.rules)
// instead of the embedded store. Ctrl-C stops every child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import {
  DEMO_PROJECT_ID,
  startAuthEmulator,
  type AuthEmulator,
} from '@portico/local-runtime/auth-emulator';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '@portico/local-runtime/firestore-emulator';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { buildWebIfStale } from './web-build';

const dev = process.argv.includes('--dev');
const onFirestoreEmulator = process.argv.includes('--firestore-emulator');
const repoRoot = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORTICO_PORT ?? 8080);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const firestorePort = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8180);
const children: ChildProcess[] = [];
const started = Date.now();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${args.join(' ')} exited (${code}); stopping.`);
      void stop(1);
    }
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
let authStarting: Promise<AuthEmulator> | null = null;
let firestore: FirestoreEmulator | null = null;
async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  // An emulator still starting is waited for, so it is stopped rather than orphaned.
  await authStarting?.then((auth) => auth.stop()).catch(() => undefined);
  await firestore?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The runtime only needs the emulator's address, not the emulator, to start: start all at once.
  const authHost = `127.0.0.1:${authPort}`;
  const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');
  const runtimeEnv: NodeJS.ProcessEnv = {
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    PORTICO_PORT: String(port),
  };
  if (onFirestoreEmulator) {
    if (!findFirestoreEmulator())
      throw new Error(
        'The Cloud Firestore emulator is not installed (the Google Cloud CLI component cloud-firestore-emulator); run npm start without --firestore-emulator to use the embedded store.',
      );
    // The emulator keeps its documents in memory, so its session keeps no files either.
    firestore = await startFirestoreEmulator(firestorePort, { projectId: DEMO_PROJECT_ID });
    runtimeEnv.PORTICO_FIRESTORE_EMULATOR_HOST = firestore.host;
    runtimeEnv.PORTICO_DATA_DIR = 'memory';
  }
  run(
    tsx,
    [...(dev ? ['watch', '--clear-screen=false'] : []), 'local-runtime/src/main.ts'],
    runtimeEnv,
  );
  authStarting = startAuthEmulator(authPort);
  await Promise.all([authStarting, dev ? null : buildWebIfStale()]);
  await waitFor(`http://127.0.0.1:${port}/__/firebase/init.json`, 60_000);
  if (dev)
    run(resolve(repoRoot, 'node_modules/.bin/vite'), ['--mode', 'offline', 'web'], {
      PORTICO_PORT: String(port),
    });

  const url = dev ? 'http://localhost:5173' : `http://localhost:${port}`;
  const roles: Array<[string, keyof typeof DEMO_USERS]> = [
    ['Partner', 'partner'],
    ['Admin', 'admin'],
    ['Full advisor', 'full'],
    ['Group advisor (North)', 'groupNorth'],
    ['Client, one entity', 'clientOneEntity'],
    ['Client, six entities', 'clientManyEntities'],
    ['Client, read-only', 'clientReadOnly'],
    ['Client, all entities inactive', 'clientAllInactive'],
    ['Other firm partner', 'otherFirmPartner'],
  ];
  const store = onFirestoreEmulator
    ? `the Cloud Firestore emulator at ${firestore?.host} (data lasts until Ctrl-C)`
    : 'the embedded store';
  console.log(`
Portico is running at ${url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, on ${store})

Demo sign-ins, all with the password ${DEMO_PASSWORD}
${roles.map(([label, role]) => `  ${label.padEnd(32)} ${DEMO_USERS[role].email}`).join('\n')}

Dev inbox (mail and SMS the portal sent): ${url}/dev/inbox
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
