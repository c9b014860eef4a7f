// `npm run check:deploy` (part of `npm test`, after the API tests): what `firebase deploy` would
// ship, checked offline — the functions bundle loaded with production's parameters and its exports
// the `api` plus the job registry, the production web app free of local-only code, the Firebase
// files parsing and naming what exists, Hosting's headers, and the declared indexes all used.
import { checkFirebaseConfig } from './deploy-check/firebase-config';
import { checkFunctionsBundle, expectedFunctions } from './deploy-check/functions-bundle';
import { checkHostingHeaders } from './deploy-check/hosting-headers';
import { checkIndexUsage } from './deploy-check/index-usage';
import { checkWebBuild } from './deploy-check/web-build';
import type { CheckResult } from './deploy-check/check-result';

const results: CheckResult[] = [];
results.push(await checkFunctionsBundle());
results.push(checkWebBuild());
results.push(checkFirebaseConfig(expectedFunctions()));
results.push(checkHostingHeaders());
results.push(checkIndexUsage());

for (const { name, problems, notes } of results) {
  console.log(`${problems.length ? 'FAILED' : 'passed'}: ${name}`);
  for (const note of problems.length ? [] : notes) console.log(`  ${note}`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
}
process.exit(results.every((r) => r.problems.length === 0) ? 0 : 1);
