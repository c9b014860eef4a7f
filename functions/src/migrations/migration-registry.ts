// Every data migration, in the order they run (platform/migrations/migrations.ts): each declared in
// its area, run by `npm run migrate` on a deployed project and by the local runtime at start.
import { taxSoftwareIdsMigration, listFieldsMigration } from '../people/people.module';
import {
  overviewFieldsMigration,
  questionnairePartsMigration,
} from '../questionnaires/questionnaires.module';
import type { Migration } from '../platform/migrations/migrations';

export const MIGRATIONS: readonly Migration[] = [
  taxSoftwareIdsMigration,
  listFieldsMigration,
  questionnairePartsMigration,
  overviewFieldsMigration,
];
