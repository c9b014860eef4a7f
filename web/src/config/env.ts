// Runtime configuration: the Firebase web config fetched at boot from /__/firebase/init.json
// (Firebase Hosting serves it in production, the local runtime serves the same shape), validated
// before anything else starts.

export const FIREBASE_INIT_URL = '/__/firebase/init.json';

export interface FirebaseWebConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  /** Set by the local runtime only: the Auth emulator's URL, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl?: string;
  /**
   * Where live updates come from: Firestore listeners (production, and the local runtime on the
   * Firestore emulator) or the local runtime's Server-Sent Events (on the embedded store).
   */
  realtime: 'firestore' | 'sse';
  /** Set by the local runtime on the Firestore emulator only: its host:port. */
  firestoreEmulatorHost?: string;
}

export const devToolsEnabled = import.meta.env.VITE_DEV_TOOLS === 'true';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Portico cannot start: the configuration at ${FIREBASE_INIT_URL} is incomplete.\n- ${problems.join('\n- ')}`,
    );
    this.name = 'ConfigError';
  }
}

const REQUIRED = ['projectId', 'apiKey', 'authDomain'] as const;

/** Checks the init.json shape and lists every missing or malformed field at once. */
export function parseFirebaseConfig(raw: unknown): FirebaseWebConfig {
  if (typeof raw !== 'object' || raw === null) {
    throw new ConfigError(['the response is not a JSON object']);
  }
  const data = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of REQUIRED) {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${key} is missing`);
  }
  const emulator = data.authEmulatorUrl;
  if (emulator !== undefined && emulator !== null && emulator !== '') {
    if (typeof emulator !== 'string' || !/^https?:\/\/[^/]+/.test(emulator)) {
      problems.push('authEmulatorUrl must be an http(s) URL such as http://127.0.0.1:9099');
    }
  }
  const realtime = data.realtime ?? 'firestore';
  if (realtime !== 'firestore' && realtime !== 'sse') {
    problems.push('realtime must be "firestore" or "sse"');
  }
  const firestoreHost = data.firestoreEmulatorHost;
  if (firestoreHost !== undefined && firestoreHost !== null && firestoreHost !== '') {
    if (typeof firestoreHost !== 'string' || !/^[^/:\s]+:\d+$/.test(firestoreHost)) {
      problems.push('firestoreEmulatorHost must be host:port, such as 127.0.0.1:8180');
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const config: FirebaseWebConfig = {
    projectId: data.projectId as string,
    apiKey: data.apiKey as string,
    authDomain: data.authDomain as string,
    realtime: realtime as FirebaseWebConfig['realtime'],
  };
  if (typeof emulator === 'string' && emulator !== '') config.authEmulatorUrl = emulator;
  if (typeof firestoreHost === 'string' && firestoreHost !== '')
    config.firestoreEmulatorHost = firestoreHost;
  return config;
}

export async function loadFirebaseConfig(): Promise<FirebaseWebConfig> {
  let response: Response;
  try {
    response = await fetch(FIREBASE_INIT_URL, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigError([`${FIREBASE_INIT_URL} could not be reached`]);
  }
  if (!response.ok)
    throw new ConfigError([`${FIREBASE_INIT_URL} answered HTTP ${response.status}`]);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError([`${FIREBASE_INIT_URL} did not answer JSON`]);
  }
  return parseFirebaseConfig(body);
}
