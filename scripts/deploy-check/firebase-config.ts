// The project's Firebase files parse and name what exists: firebase.json (Hosting's public folder
// and rewrites, the functions' source and entry, the rules and index files), .firebaserc, the two
// rules files (the shape `firebase deploy` compiles; the rules tests run them on the emulator) and
// firestore.indexes.json.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REGION } from '../../functions/src/production-params';
import type { CheckResult } from './check-result';

const repoRoot = resolve(import.meta.dirname, '../..');

interface FirebaseJson {
  hosting?: {
    public?: string;
    rewrites?: {
      source: string;
      function?: { functionId: string; region?: string; pinTag?: boolean };
      destination?: string;
    }[];
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  functions?: { source: string; runtime?: string }[];
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string };
}

export const readFirebaseJson = (): FirebaseJson =>
  JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;

/** Braces balance outside comments and strings, and the file declares its service. */
function rulesProblems(file: string, service: string): string[] {
  const path = join(repoRoot, file);
  if (!existsSync(path)) return [`${file} is missing`];
  const text = readFileSync(path, 'utf8');
  const code = text.replace(/\/\/[^\n]*/g, '').replace(/'[^'\n]*'|"[^"\n]*"/g, "''");
  const problems: string[] = [];
  if (!/^rules_version\s*=\s*'2';/m.test(text))
    problems.push(`${file} does not declare rules_version = '2'`);
  if (!new RegExp(`service\\s+${service.replace('.', '\\.')}\\s*\\{`).test(code))
    problems.push(`${file} does not declare service ${service}`);
  let depth = 0;
  for (const ch of code) {
    depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
    if (depth < 0) break;
  }
  if (depth !== 0) problems.push(`${file}'s braces do not balance`);
  return problems;
}

export function checkFirebaseConfig(deployedFunctions: string[]): CheckResult {
  const problems: string[] = [];
  let config: FirebaseJson;
  try {
    config = readFirebaseJson();
    const rc = JSON.parse(readFileSync(join(repoRoot, '.firebaserc'), 'utf8')) as {
      projects?: { default?: string };
    };
    if (!rc.projects?.default) problems.push('.firebaserc names no default project');
  } catch (error) {
    return { name: 'Firebase files', problems: [`does not parse: ${String(error)}`], notes: [] };
  }
  const hosting = config.hosting;
  if (hosting?.public !== 'web/dist') problems.push('Hosting does not serve web/dist');
  for (const rewrite of hosting?.rewrites ?? []) {
    const fn = rewrite.function;
    if (fn && !deployedFunctions.includes(fn.functionId))
      problems.push(
        `Hosting rewrites ${rewrite.source} to ${fn.functionId}, which is not deployed`,
      );
    if (fn && fn.region !== REGION)
      problems.push(`Hosting's rewrite to ${fn.functionId} is not in ${REGION}`);
    if (
      rewrite.destination &&
      !existsSync(join(repoRoot, hosting!.public ?? '', rewrite.destination))
    )
      problems.push(
        `Hosting rewrites ${rewrite.source} to ${rewrite.destination}, which the build lacks`,
      );
  }
  if (!hosting?.rewrites?.some((r) => r.source === '/api/**' && r.function?.functionId === 'api'))
    problems.push('Hosting does not rewrite /api/** to the api function');
  const source = config.functions?.[0]?.source ?? '';
  const manifest = join(repoRoot, source, 'package.json');
  if (!existsSync(manifest)) problems.push(`the functions' source ${source} has no package.json`);
  else {
    const main = (JSON.parse(readFileSync(manifest, 'utf8')) as { main?: string }).main ?? '';
    if (!existsSync(join(repoRoot, source, main)))
      problems.push(`the functions' entry ${main} was not built`);
  }
  if (config.functions?.[0]?.runtime !== 'nodejs20')
    problems.push('the functions do not run on nodejs20');
  problems.push(...rulesProblems(config.firestore?.rules ?? 'firestore.rules', 'cloud.firestore'));
  problems.push(...rulesProblems(config.storage?.rules ?? 'storage.rules', 'firebase.storage'));
  try {
    JSON.parse(readFileSync(join(repoRoot, config.firestore?.indexes ?? ''), 'utf8'));
  } catch (error) {
    problems.push(`firestore.indexes.json does not parse: ${String(error)}`);
  }
  return {
    name: 'Firebase files',
    problems,
    notes: [
      'firebase.json, .firebaserc, firestore.rules, storage.rules and firestore.indexes.json parse and name what exists',
    ],
  };
}
