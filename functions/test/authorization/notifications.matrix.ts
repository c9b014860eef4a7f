// Authorization matrix entries for the notification list: everyone signed in reads and dismisses
// their own; another user's notification (Olivia's, here) is not found for anyone but her.
import { DEMO_NOTIFICATIONS } from '@portico/local-runtime/seed/demo-firm';
import { PRINCIPAL_KINDS, statuses, type MatrixEntry } from './matrix-kinds';

export const notificationsMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/notifications',
    expect: statuses(200, { anonymous: 401 }),
    hides: {
      text: DEMO_NOTIFICATIONS.oliviaMessage,
      // Everyone signed in but Olivia herself.
      from: PRINCIPAL_KINDS.filter((kind) => kind !== 'anonymous' && kind !== 'owner'),
    },
  },
  {
    method: 'post',
    route: '/notifications/:id/dismiss',
    path: `/notifications/${DEMO_NOTIFICATIONS.oliviaMessage}/dismiss`,
    expect: statuses(404, { anonymous: 401, owner: 200 }),
  },
  {
    method: 'post',
    route: '/notifications/dismiss_all',
    expect: statuses(200, { anonymous: 401 }),
  },
];
