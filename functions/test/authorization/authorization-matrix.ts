// The authorization matrix: for every API endpoint, the status each kind of caller must get.
// Every area lists its endpoints in its own <area>.matrix.ts and adds them here; the matrix test
// fails when the router has an endpoint that is missing from this list.
import { activityMatrix } from './activity.matrix';
import { authMatrix } from './auth.matrix';
import { bootMatrix } from './boot.matrix';
import { documentsMatrix } from './documents.matrix';
import { firmMatrix } from './firm.matrix';
import { importsMatrix } from './imports.matrix';
import { messagingMatrix } from './messaging.matrix';
import { notificationSettingsMatrix } from './notification-settings.matrix';
import { notificationsMatrix } from './notifications.matrix';
import { realtimeMatrix } from './realtime.matrix';
import { pairedIdsMatrix } from './paired-ids.matrix';
import { paymentsMatrix } from './payments.matrix';
import { peopleMatrix } from './people.matrix';
import { questionnairesMatrix, remindersMatrix, templatesMatrix } from './questionnaires.matrix';
import { taxReturnsMatrix } from './tax-returns.matrix';
import { signatureRequestsMatrix } from './signature-requests.matrix';
import type { MatrixEntry } from './matrix-kinds';

export const MATRIX: MatrixEntry[] = [
  ...authMatrix,
  ...bootMatrix,
  ...firmMatrix,
  ...importsMatrix,
  ...peopleMatrix,
  ...realtimeMatrix,
  ...notificationSettingsMatrix,
  ...notificationsMatrix,
  ...activityMatrix,
  ...questionnairesMatrix,
  ...templatesMatrix,
  ...remindersMatrix,
  ...documentsMatrix,
  ...messagingMatrix,
  ...taxReturnsMatrix,
  ...signatureRequestsMatrix,
  ...paymentsMatrix,
  ...pairedIdsMatrix,
];
