// Out of office (spec 3 §3, §6): a firm user marks themselves away with a message, which the
// clients of their conversations read there; a message is needed while away, and it is kept for
// the next time; clients have no out-of-office of their own.
import { describe, expect, it } from 'vitest';
import type { ConversationDto } from '@portico/common/messaging/conversations';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation } from '../../test/support/conversation-fixture';

const testApi = useTestApi();

describe('out of office', () => {
  it('shows the clients of an away advisor’s conversations their message', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const open = async () => (await client.get(`conversations/${id}`)).body as ConversationDto;
    expect(await open()).toMatchObject({
      advisor_out_of_office: false,
      advisor_out_of_office_message: '',
    });

    const noMessage = await tom.put('out_of_office', { out_of_office: true });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error).toBe('Please enter the message clients will see');
    const away = await tom.put('out_of_office', {
      out_of_office: true,
      out_of_office_message: ' Back on Monday; Priya covers for me. ',
    });
    expect(away.status).toBe(200);
    expect(await open()).toMatchObject({
      advisor_out_of_office: true,
      advisor_out_of_office_message: 'Tom Becker: Back on Monday; Priya covers for me.',
    });

    // Back: nothing shows; the message waits for the next time.
    await tom.put('out_of_office', { out_of_office: false });
    expect((await open()).advisor_out_of_office).toBe(false);
    expect((await tom.get('out_of_office')).body).toEqual({
      out_of_office: false,
      out_of_office_message: 'Back on Monday; Priya covers for me.',
    });
    expect((await client.put('out_of_office', { out_of_office: false })).status).toBe(403);
  });
});
