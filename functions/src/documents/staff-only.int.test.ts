// What a client may not open, a client never sees named (issue 42 §2): files in a STAFF ONLY folder
// make no notification for the entity's clients, cannot ride on a message, drop off a message
// the client reads once moved there, and stay out of a questionnaire's additional attachments.
import { describe, expect, it } from 'vitest';
import type { ConversationDto } from '@portico/common/messaging/conversations';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { clientAndConversation } from '../../test/support/conversation-fixture';
import { uploadOnePdf } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const SECRET = '/Secret STAFF ONLY';

/** A North client in a conversation with Tom, and a STAFF ONLY folder in their vault. */
async function clientWithSecretFolder() {
  const fixture = await clientAndConversation(testApi());
  const companyId = fixture.user.companyId!;
  const partner = await testApi().as('partner');
  const made = await partner.post('documents/folders', {
    company_id: companyId,
    path: '/',
    name: 'Secret STAFF ONLY',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const upload = async (role: 'partner' | 'groupNorth', name: string, path: string) =>
    uploadOnePdf(http, `Bearer ${await testApi().tokenFor(role)}`, companyId, name, path);
  return { ...fixture, companyId, partner, upload };
}

describe('STAFF ONLY files', () => {
  it('tell the staff who follow the entity of an upload, and never its clients', async () => {
    const { client, companyId, upload } = await clientWithSecretFolder();
    const tom = await testApi().as('groupNorth');
    const followed = await tom.post('companies/save_notification_subscription', {
      entity_ids: [companyId],
      notification_type_ids: [2],
    });
    expect(followed.status).toBe(200);
    await upload('partner', 'workpaper.pdf', SECRET);
    await upload('partner', 'for-you.pdf', '/');
    const seen = (await client.get('notifications')).body as NotificationsPageDto;
    expect(seen.notifications.map((n) => n.text)).toEqual([
      'Margaret Chen uploaded 1 document to Documents',
    ]);
    const his = (await tom.get('notifications')).body as NotificationsPageDto;
    expect(his.notifications.map((n) => n.text)).toContain(
      'Margaret Chen uploaded 1 document to Secret STAFF ONLY',
    );
  });

  it('cannot ride on a message, and leave the client’s view of one once moved there', async () => {
    const { id, client, companyId, partner, upload } = await clientWithSecretFolder();
    const tom = await testApi().as('groupNorth');
    const secret = await upload('groupNorth', 'workpaper.pdf', SECRET);
    const refused = await tom.post(`conversations/${id}/messages`, {
      text: 'See attached',
      attachment_ids: [secret],
    });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'Files in a STAFF ONLY folder cannot be attached: clients cannot open them',
    ]);

    const shared = await upload('groupNorth', 'draft-return.pdf', '/Attachments');
    const sent = await tom.post(`conversations/${id}/messages`, {
      text: 'Your draft',
      attachment_ids: [shared],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const moved = await partner.post('documents/move', {
      company_id: companyId,
      document_ids: [shared],
      to_path: SECRET,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const hers = (await client.get(`conversations/${id}`)).body as ConversationDto;
    expect(hers.messages.at(-1)).toMatchObject({ text: 'Your draft', attachments: [] });
    expect(JSON.stringify(hers.messages)).not.toContain('draft-return.pdf');
    const his = (await tom.get(`conversations/${id}`)).body as ConversationDto;
    expect(his.messages.at(-1)!.attachments).toEqual([
      { document_id: shared, name: 'draft-return.pdf' },
    ]);
  });

  it('stay out of the additional attachments a client reads on a questionnaire', async () => {
    const { client, companyId, partner, upload } = await clientWithSecretFolder();
    const now = () => testApi().clock.now();
    const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
      companyId,
      questionnaires: [{ content: 'individual', sectionIds: ['sec-income'] }],
    });
    const id = ids[0]!;
    const secret = await upload('partner', 'workpaper.pdf', SECRET);
    const open = await upload('partner', 'engagement.pdf', '/');
    const attached = await partner.post(`questionnaires/${id}/attach_documents`, {
      document_ids: [secret, open],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const names = (body: { additional_attachments: { name: string }[] }) =>
      body.additional_attachments.map((d) => d.name).sort();
    expect(names((await partner.get(`questionnaires/${id}`)).body)).toEqual([
      'engagement.pdf',
      'workpaper.pdf',
    ]);
    const hers = await client.get(`questionnaires/${id}`);
    expect(hers.status, JSON.stringify(hers.body)).toBe(200);
    expect(names(hers.body)).toEqual(['engagement.pdf']);
    expect(JSON.stringify(hers.body)).not.toContain('workpaper.pdf');
  });
});
