// Attachments (spec 3 §5, §7 "Upload attachment … path /Attachments"): files uploaded to the
// entity's /Attachments (made with the first ones) ride on a message, with or without text; the
// other side reads their names and opens them through the documents' links; a document of
// another entity, a deleted one or none at all cannot be attached.
import { describe, expect, it } from 'vitest';
import type { ConversationDto, MessageDto } from '@portico/common/messaging/conversations';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { clientAndConversation } from '../../test/support/conversation-fixture';
import { uploadOnePdf } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

async function attach(userId: string, firmId: string, companyId: string, name: string) {
  const token = `Bearer ${await testApi().idTokenFor(userId, firmId)}`;
  return uploadOnePdf(http, token, companyId, name, '/Attachments');
}

describe('attachments', () => {
  it('ride on a message into the entity’s /Attachments, and the other side opens them', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const documentId = await attach(user.id, user.firmId, user.companyId!, 'w2-2025.pdf');
    const sent = await client.post(`conversations/${id}/messages`, {
      text: '',
      attachment_ids: [documentId],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((sent.body as MessageDto).attachments).toEqual([
      { document_id: documentId, name: 'w2-2025.pdf' },
    ]);

    const tom = await testApi().as('groupNorth');
    const seen = (await tom.get(`conversations/${id}`)).body as ConversationDto;
    expect(seen.messages.at(-1)!.attachments).toEqual([
      { document_id: documentId, name: 'w2-2025.pdf' },
    ]);
    expect(seen.last_message!.text).toBe('Attachment: w2-2025.pdf');
    expect((await tom.get(`documents/${documentId}/link`)).status).toBe(200);
    // The folder was made with it, and shows in the vault.
    const vault = await tom.get(`documents?company_id=${user.companyId}&path=%2FAttachments`);
    expect(JSON.stringify(vault.body)).toContain('w2-2025.pdf');
  });

  it('refuses an empty message, and documents that are not this conversation’s to attach', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const empty = await client.post(`conversations/${id}/messages`, { text: ' ' });
    expect([empty.status, empty.body.error]).toEqual([400, 'Please enter a message']);
    const other = await clientAndConversation(testApi());
    const theirs = await attach(
      other.user.id,
      other.user.firmId,
      other.user.companyId!,
      'not-yours.pdf',
    );
    for (const ids of [[theirs], ['no-such-document']]) {
      const res = await client.post(`conversations/${id}/messages`, {
        text: 'See attached',
        attachment_ids: ids,
      });
      expect([res.status, res.body.error]).toEqual([404, 'An attached document was not found']);
    }
    const mine = await attach(user.id, user.firmId, user.companyId!, 'deleted.pdf');
    expect((await client.delete(`documents/${mine}`)).status).toBe(204);
    const deleted = await client.post(`conversations/${id}/messages`, {
      text: 'See attached',
      attachment_ids: [mine],
    });
    expect(deleted.status).toBe(404);
  });
});
