// Authorization matrix entries for questionnaires: Olivia Martinez's entity (North Office), by id
// and by hash. Staff who may see it read its questionnaires; clients (even its owner) are refused.
import { DEMO_QUESTIONNAIRES } from '@portico/local-runtime/seed/demo-firm';
import { staffReadsOfSubject, type MatrixEntry } from './matrix-kinds';

export const questionnairesMatrix: MatrixEntry[] = staffReadsOfSubject(
  'questionnaires',
  DEMO_QUESTIONNAIRES.oliviaCurrent.id,
);
