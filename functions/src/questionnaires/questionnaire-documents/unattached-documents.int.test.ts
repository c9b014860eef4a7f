// The advisor dialog's Unattached tab (spec 2 §2, §7 "Attach documents", §9): the entity's
// documents uploaded outside questionnaires in the last 3 months, attached to a questionnaire as
// additional attachments; a locked one takes none, and only the entity's unattached documents go.
// Staff list the questionnaire's deleted documents and restore them.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { ATTACH_MESSAGES } from '@portico/common/questionnaires/unattached-documents';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { onePagePdf, uploadFiles } from '../../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const DAY = 24 * 60 * 60 * 1000;

async function entityWithQuestionnaire() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
  const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-income'] }],
  });
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  /** The client uploads a file outside any questionnaire (as the vault will). */
  const uploadLoose = async (name: string) => {
    const res = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [{ name, bytes: await onePagePdf(name) }],
      null,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.documents[0].id as string;
  };
  return { id: ids[0]!, user, authorization, uploadLoose };
}

const names = (body: { documents: { name: string }[] }) => body.documents.map((d) => d.name);

describe('unattached documents', () => {
  it('lists the last 3 months’ uploads outside questionnaires and attaches them', async () => {
    const { id, uploadLoose } = await entityWithQuestionnaire();
    await uploadLoose('old-statement.pdf');
    testApi().clock.advance(91 * DAY);
    const w2 = await uploadLoose('w2-acme.pdf');
    await uploadLoose('1098.pdf');
    const partner = await testApi().as('partner');
    const listed = await partner.get(`questionnaires/${id}/unattached_documents`);
    expect(listed.status).toBe(200);
    expect(names(listed.body).sort()).toEqual(['1098.pdf', 'w2-acme.pdf']);

    const none = await partner.post(`questionnaires/${id}/attach_documents`, { document_ids: [] });
    expect([none.status, none.body.error]).toEqual([400, ATTACH_MESSAGES.none]);
    const attached = await partner.post(`questionnaires/${id}/attach_documents`, {
      document_ids: [w2],
    });
    expect(attached.body).toEqual({ message: ATTACH_MESSAGES.attached, attached: 1 });
    const page = await partner.get(`questionnaires/${id}`);
    expect(names({ documents: page.body.additional_attachments })).toEqual(['w2-acme.pdf']);
    expect(names((await partner.get(`questionnaires/${id}/unattached_documents`)).body)).toEqual([
      '1098.pdf',
    ]);
    // Attached already: not an unattached document any more.
    const again = await partner.post(`questionnaires/${id}/attach_documents`, {
      document_ids: [w2],
    });
    expect(again.status).toBe(404);
  });

  it('refuses a locked questionnaire, another entity’s document, and clients', async () => {
    const mine = await entityWithQuestionnaire();
    const other = await entityWithQuestionnaire();
    const theirs = await other.uploadLoose('theirs.pdf');
    const partner = await testApi().as('partner');
    const foreign = await partner.post(`questionnaires/${mine.id}/attach_documents`, {
      document_ids: [theirs],
    });
    expect(foreign.status).toBe(404);

    const loose = await mine.uploadLoose('mine.pdf');
    const byClient = await http()
      .post(`/api/questionnaires/${mine.id}/attach_documents`)
      .set('Authorization', mine.authorization)
      .send({ document_ids: [loose] });
    expect(byClient.status).toBe(403);

    expect((await partner.patch(`questionnaires/${mine.id}`, { locked: true })).status).toBe(200);
    const locked = await partner.post(`questionnaires/${mine.id}/attach_documents`, {
      document_ids: [loose],
    });
    expect([locked.status, locked.body.error]).toEqual([409, ATTACH_MESSAGES.locked]);
    expect(
      names((await partner.get(`questionnaires/${mine.id}/unattached_documents`)).body),
    ).toEqual(['mine.pdf']);
  });
  it('lists the questionnaire’s deleted documents for staff, who restore them', async () => {
    const { id, user, authorization } = await entityWithQuestionnaire();
    const uploaded = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [{ name: 'w2.pdf', bytes: await onePagePdf('W-2 to delete') }],
      { questionnaire_id: id, question_id: 'q-w2' },
    );
    const documentId = uploaded.body.documents[0].id as string;
    const partner = await testApi().as('partner');
    expect((await partner.get(`questionnaires/${id}/deleted_documents`)).body).toEqual({
      documents: [],
    });
    const removed = await http()
      .delete(`/api/documents/${documentId}`)
      .set('Authorization', authorization);
    expect(removed.status).toBe(204);
    const deleted = await partner.get(`questionnaires/${id}/deleted_documents`);
    expect(deleted.body.documents).toEqual([
      expect.objectContaining({ id: documentId, name: 'w2.pdf', deleted_at: expect.any(String) }),
    ]);
    // The client is refused; restoring (the vault's call) brings it back as an attachment.
    const mine = await http()
      .get(`/api/questionnaires/${id}/deleted_documents`)
      .set('Authorization', authorization);
    expect(mine.status).toBe(403);
    expect((await partner.post(`documents/${documentId}/restore`, {})).status).toBe(200);
    expect((await partner.get(`questionnaires/${id}/deleted_documents`)).body.documents).toEqual(
      [],
    );
    const page = await partner.get(`questionnaires/${id}`);
    expect(page.body.additional_attachments.map((d: { id: string }) => d.id)).toEqual([documentId]);
  });
});
