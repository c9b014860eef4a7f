// Authorization matrix entries for notification settings on Olivia Martinez's entity (North Office).
import { NOTIFICATION_TYPE_IDS } from '@portico/common/notifications/notification-types';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const company = DEMO_COMPANIES.olivia.id;
const notVisible = {
  anonymous: 401,
  otherClient: 404,
  readonlyClient: 404,
  groupOutside: 404,
  otherFirm: 404,
};

export const notificationSettingsMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/companies/:id/get_notification_type_ids',
    path: `/companies/${company}/get_notification_type_ids`,
    expect: statuses(200, notVisible),
  },
  {
    method: 'post',
    route: '/companies/save_notification_subscription',
    body: { entity_ids: [company], notification_type_ids: NOTIFICATION_TYPE_IDS },
    // Owners and firm users who see the entity each save their own subscription.
    expect: statuses(200, notVisible),
  },
  {
    method: 'get',
    route: '/companies/:id/my_notifications',
    path: `/companies/${company}/my_notifications`,
    expect: statuses(200, notVisible),
  },
  {
    method: 'get',
    route: '/companies/:id/notification_settings',
    path: `/companies/${company}/notification_settings`,
    expect: statuses(200, { ...notVisible, owner: 403 }),
  },
  {
    method: 'put',
    route: '/companies/:id/notification_settings',
    path: `/companies/${company}/notification_settings`,
    body: {
      subscriptions: [
        { user_id: DEMO_USERS.clientOneEntity.id, notification_type_ids: NOTIFICATION_TYPE_IDS },
      ],
    },
    expect: statuses(200, { ...notVisible, owner: 403 }),
  },
];
