// Authorization matrix entries for messaging: Olivia Martinez's entity (North Office), by id and
// by hash. Staff who may see it read its conversations; clients (even its owner) are refused.
import { DEMO_CONVERSATIONS } from '@portico/local-runtime/seed/demo-firm';
import { staffReadsOfSubject, type MatrixEntry } from './matrix-kinds';

export const messagingMatrix: MatrixEntry[] = staffReadsOfSubject(
  'conversations',
  DEMO_CONVERSATIONS.olivia.id,
);
