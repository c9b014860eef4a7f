// Notifications (spec 3 §2, issue 16 §8): made by what happens on an entity — documents uploaded,
// a questionnaire submitted, a message received — for the users subscribed to that type there,
// never for the one who did it; each user's own list, paged, searched, filtered by unread and by
// type; dismissing one and all; nobody reads or dismisses anyone else's.
import { describe, expect, it } from 'vitest';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { sendDueMessageNotices } from '../messaging/message-notices.jobs';
import { entitiesRepo } from '../people/people.module';
import { useTestApi, type TestApi } from '../../test/support/api-harness';
import { clientAndConversation, signalOf } from '../../test/support/conversation-fixture';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { uploadOnePdf } from '../../test/support/upload-files';
import { notificationsRepo } from './notifications.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
type Caller = Awaited<ReturnType<TestApi['as']>>;

const listOf = async (caller: Caller, query = '') => {
  const res = await caller.get(`notifications${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NotificationsPageDto;
};

/** A client of North Office whose entity Tom Becker (group North) follows for `types`. */
async function followedClient(types: number[], lname: string) {
  testApi().clock.advance(60_000); // each test's notices are the newest
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    groupId: DEMO_GROUPS.north,
    fname: 'Nora',
    lname,
  });
  const tom = await testApi().as('groupNorth');
  const subscribed = await tom.post('companies/save_notification_subscription', {
    entity_ids: [user.companyId],
    notification_type_ids: types,
  });
  expect(subscribed.status).toBe(200);
  const entity = (await entitiesRepo(testApi().store).get(user.firmId, user.companyId!))!;
  return { user, entity, tom, client: await testApi().asUser(user.id, user.firmId) };
}

async function upload(userId: string, firmId: string, companyId: string, name: string) {
  const token = `Bearer ${await testApi().idTokenFor(userId, firmId)}`;
  await uploadOnePdf(http, token, companyId, name);
}

describe('what makes notifications', () => {
  it('tells subscribed staff of a client upload, with the folder link, but not the uploader', async () => {
    const { user, entity, tom, client } = await followedClient([2], 'Upton');
    const before = await listOf(tom); // Tom's own (the demo's) so far
    await upload(user.id, user.firmId, entity.id, 'w2.pdf');

    const page = await listOf(tom);
    expect(page).toMatchObject({
      total: before.total + 1,
      unread_count: before.unread_count + 1,
      page: 1,
      per_page: 10,
    });
    expect(page.notifications[0]).toMatchObject({
      text: 'Nora Upton uploaded 1 document to Documents',
      link: `/admin-documents?hash=${encodeURIComponent(entity.hashId)}&path=%2F`,
      client_name: entity.name,
      dismissed: false,
      type_id: 2,
    });
    expect((await signalOf(testApi(), DEMO_USERS.groupNorth.id)).notification_at).toBe(
      page.notifications[0]!.created_at,
    );
    // The uploader, and staff who did not subscribe, hear nothing.
    expect((await listOf(client)).total).toBe(0);
    expect((await listOf(await testApi().as('partner'))).notifications).not.toContainEqual(
      expect.objectContaining({ client_name: entity.name }),
    );
  });

  it('tells the owners of a staff upload, leading to their own documents page', async () => {
    const { user, entity } = await followedClient([], 'Staffer');
    await upload(DEMO_USERS.groupNorth.id, user.firmId, entity.id, 'return.pdf');
    const [notice] = (await listOf(await testApi().asUser(user.id, user.firmId))).notifications;
    expect(notice).toMatchObject({
      text: 'Tom Becker uploaded 1 document to Documents',
      link: `/documents/${encodeURIComponent(entity.hashId)}?path=%2F`,
    });
  });

  it('tells subscribed staff of a submitted questionnaire, with its ids in the link', async () => {
    const { user, entity, tom, client } = await followedClient([3], 'Submitter');
    const {
      questionnaire_ids: [id],
    } = await createFixtureQuestionnaires(testApi().store, () => testApi().clock.now(), {
      companyId: entity.id,
      questionnaires: [{ content: 'individual', sectionIds: ['sec-review'] }],
    });
    expect(
      (await client.post(`questionnaires/${id}/submit_questionnaire`, { agreed: true })).status,
    ).toBe(200);
    const [notice] = (await listOf(tom, '?type_id=3')).notifications;
    expect(notice).toMatchObject({
      text: 'Nora Submitter submitted Individual Tax Organizer',
      link: `/preview/${entity.id}/questionnaire/${id}`,
      type_id: 3,
    });
    expect(user.id).not.toBe(DEMO_USERS.groupNorth.id);
  });

  it('tells a conversation’s members of a message when its mail notice goes, not before', async () => {
    const { user, id } = await clientAndConversation(testApi());
    const client = await testApi().asUser(user.id, user.firmId);
    const entity = (await entitiesRepo(testApi().store).get(user.firmId, user.companyId!))!;
    const tom = await testApi().as('groupNorth');
    await tom.post(`conversations/${id}/messages`, { text: 'Your refund is $1,250.' });
    expect((await listOf(client)).total).toBe(0);
    testApi().clock.advance(31_000);
    await sendDueMessageNotices(testApi().deps);
    const [notice] = (await listOf(client)).notifications;
    expect(notice).toMatchObject({
      text: 'New message from Harborview Tax & Advisory Team',
      link: `/inbox/${encodeURIComponent(entity.hashId)}/${id}`,
      type_id: 1,
    });
    // Tom wrote it (and does not follow the entity).
    expect((await listOf(tom)).notifications).not.toContainEqual(
      expect.objectContaining({ link: expect.stringContaining(id) }),
    );
  });
});

describe('the list', () => {
  /** Twelve notifications for a fresh advisor: eight uploads (type 2), four submissions (3). */
  async function advisorWithTwelve() {
    const now = () => testApi().clock.now();
    const me = await createFixtureUser(testApi().store, now, { access: 'full', fname: 'Lena' });
    const repo = notificationsRepo(testApi().store);
    await testApi().store.runTransaction(async (tx) => {
      for (let i = 0; i < 12; i++)
        repo.insert(tx, {
          firmId: me.firmId,
          userId: me.id,
          typeId: i < 8 ? 2 : 3,
          text:
            i < 8
              ? `Olivia Martinez uploaded ${i + 1} documents to Receipts`
              : `Walter Hitfield submitted Organizer ${i}`,
          link: '/admin-documents?hash=h1&path=%2F',
          clientName: i < 8 ? 'Olivia Martinez' : 'Hitfield Holdings LLC',
          companyId: null,
          createdAt: new Date(now().getTime() + i * 1000),
          dismissed: false,
        });
    });
    return { me, caller: await testApi().asUser(me.id, me.firmId) };
  }

  it('pages newest first and filters by search, type and unread', async () => {
    const { caller } = await advisorWithTwelve();
    const first = await listOf(caller);
    expect(first.total).toBe(12);
    expect(first.notifications.map((n) => n.text)[0]).toBe(
      'Walter Hitfield submitted Organizer 11',
    );
    expect(first.notifications).toHaveLength(10);
    expect((await listOf(caller, '?page=2')).notifications).toHaveLength(2);

    const byType = await listOf(caller, '?type_id=3');
    expect([byType.total, byType.notifications.every((n) => n.type_id === 3)]).toEqual([4, true]);
    // A short term is a token; a longer one is checked whole; the entity's name is searched too.
    expect((await listOf(caller, '?search=hitf')).total).toBe(4);
    expect((await listOf(caller, '?search=uploaded%203%20documents')).total).toBe(1);
    expect((await listOf(caller, '?search=Hitfield%20Holdings')).total).toBe(4);
    expect((await listOf(caller, '?search=receipts&type_id=3')).total).toBe(0);

    const bad = await caller.get('notifications?type_id=6');
    expect([bad.status, bad.body.error]).toEqual([400, 'Unknown notification type']);
  });

  it('dismisses one and then all, and the unread filter and count follow', async () => {
    const { caller } = await advisorWithTwelve();
    const [newest] = (await listOf(caller)).notifications;
    const one = await caller.post(`notifications/${newest!.id}/dismiss`, {});
    expect([one.status, one.body.dismissed]).toEqual([200, true]);
    const unread = await listOf(caller, '?unread=true');
    expect([unread.total, unread.unread_count]).toEqual([11, 11]);
    expect(unread.notifications.map((n) => n.id)).not.toContain(newest!.id);
    expect((await listOf(caller)).total).toBe(12);

    const all = await caller.post('notifications/dismiss_all', {});
    expect(all.body).toEqual({ dismissed: 11 });
    expect((await listOf(caller, '?unread=true')).total).toBe(0);
    expect((await listOf(caller)).unread_count).toBe(0);
  });

  it('never shows or dismisses another user’s notification', async () => {
    const { caller } = await advisorWithTwelve();
    const [mine] = (await listOf(caller)).notifications;
    for (const role of ['partner', 'otherFirmPartner', 'clientOneEntity'] as const) {
      const other = await testApi().as(role);
      const res = await other.post(`notifications/${mine!.id}/dismiss`, {});
      expect([res.status, res.body.error]).toEqual([404, 'Notification not found']);
      expect((await listOf(other)).notifications.map((n) => n.id)).not.toContain(mine!.id);
    }
    expect((await listOf(caller, '?unread=true')).total).toBe(12);
    expect((await testApi().http().get('/api/notifications')).status).toBe(401);
  });
});
