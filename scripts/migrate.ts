// `npm run migrate -- --project <project-id>`: the deploy step that runs the data migrations
// (functions/src/migrations/migration-registry.ts) on a deployed project's Firestore, each once per
// version, and prints what each changed. It signs in as Google's Application Default Credentials
// (`gcloud auth application-default login`); with FIRESTORE_EMULATOR_HOST set it runs on that
// emulator instead. README "Deploying to Firebase".
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { MIGRATIONS } from '../functions/src/migrations/migration-registry';
import { runMigrations } from '../functions/src/platform/migrations/migrations';

const at = process.argv.indexOf('--project');
const projectId = at > 0 ? process.argv[at + 1] : undefined;
if (!projectId) {
  console.error('Usage: npm run migrate -- --project <project-id>');
  process.exit(2);
}
initializeApp({ projectId });
const runs = await runMigrations(getFirestore(), MIGRATIONS, () => new Date());
for (const run of runs)
  console.log(
    `${run.name} (version ${run.version}): ${run.changed === null ? 'ran before' : `${run.changed} document(s) changed`}`,
  );
process.exit(0);
