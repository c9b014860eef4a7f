// Every list's sorts (both ways) and filters run on the store's declared indexes: the embedded
// store refuses a query no index in firestore.indexes.json serves, as Firestore does, so each
// combination answering 200 proves its index is declared; and `npm run check:deploy` reads the
// indexes these queries used, so one declared for a query nobody runs is found.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_IDS } from '@portico/common/activity/activity-logs';
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { ENTITY_SORT_FIELDS, USER_SORT_FIELDS } from '@portico/common/people/people-list';
import { OVERVIEW_SORT_FIELDS } from '@portico/common/questionnaires/overview';
import { SIGNATURE_REQUEST_SORT_FIELDS } from '@portico/common/signature-requests/signature-requests-input';
import { DEMO_QUESTIONNAIRES } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../support/api-harness';

const testApi = useTestApi();

const answers = async (path: string) => {
  const res = await (await testApi().as('partner')).get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
};

describe('the lists’ queries', () => {
  it('sort the Signatures table by every column both ways', async () => {
    for (const sort_by of SIGNATURE_REQUEST_SORT_FIELDS)
      for (const direction of ['asc', 'desc'])
        await answers(
          `signature_requests/get_paginated_signature_requests?sort_by=${sort_by}&sort_direction=${direction}&per_page=10`,
        );
  });

  it('sort Users, Entities and the questionnaire overview by every column both ways', async () => {
    for (const sort_by of USER_SORT_FIELDS)
      for (const descending of [false, true])
        await answers(`v2/users?sort_by=${sort_by}&descending=${descending}`);
    for (const sort_by of ENTITY_SORT_FIELDS)
      for (const descending of [false, true])
        await answers(`v2/entities?sort_by=${sort_by}&descending=${descending}`);
    for (const sort_by of OVERVIEW_SORT_FIELDS)
      for (const descending of [false, true])
        await answers(`v2/questionnaires?sort_by=${sort_by}&descending=${descending}`);
  });

  it('filter notifications by type and by a search, alone and together', async () => {
    const type = NOTIFICATION_TYPE.information;
    for (const unread of ['', '&unread=true'])
      for (const filter of [`type_id=${type}`, 'search=return', `type_id=${type}&search=return`])
        await answers(`notifications?${filter}${unread}`);
  });

  it('filter the activity log by type, alone and with a questionnaire', async () => {
    const questionnaire = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
    for (const type of ACTIVITY_TYPE_IDS) {
      await answers(`v2/activity_logs?type_id=${type}`);
      await answers(`v2/activity_logs?type_id=${type}&questionnaire_id=${questionnaire}`);
    }
  });
});
