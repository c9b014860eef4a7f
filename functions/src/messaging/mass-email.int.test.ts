// Mass email (spec 3 §5, §7, §8): a test to the sender's own address, then the queued send to the
// selected clients — mailed in the background, the body's newlines as line breaks, clients without
// a real address or inactive passed over, each mailed once however often the task runs; the spec's
// messages for a missing subject, body or recipient; a client the sender may not see refuses it.
import { describe, expect, it } from 'vitest';
import type { MassEmailQueuedDto } from '@portico/common/messaging/mass-email';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { usersRepo } from '../people/people.module';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { useTestApi } from '../../test/support/api-harness';
import { sendMassEmail } from './mass-email.tasks';

const testApi = useTestApi();

const mailTo = async (to: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
    (item) => item.kind === 'mail' && item.to === to,
  );

const body = 'Hello,\nFiling season opens Monday.\nThe Harborview team';

describe('mass email', () => {
  it('sends a test to the sender, then mails each selected client once', async () => {
    const tom = await testApi().as('groupNorth');
    const test = await tom.post('mass_emails/test', { subject: 'Filing season', body });
    expect(test.status).toBe(200);
    expect(test.body.message).toBe('Test email was sent your email address.');
    const [own] = await mailTo(DEMO_USERS.groupNorth.email);
    expect(own).toMatchObject({ subject: 'Filing season', text: body });
    expect(own!.html).toBe('Hello,<br>\nFiling season opens Monday.<br>\nThe Harborview team');

    const now = () => testApi().clock.now();
    const client = (fname: string) =>
      createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north, fname });
    const [ada, ben, noMail] = [await client('Ada'), await client('Ben'), await client('Cy')];
    const users = usersRepo(testApi().store);
    await users.patch(ben.firmId, ben.id, { paying: false });
    await users.patch(noMail.firmId, noMail.id, { hasTempEmail: true });
    const queued = await tom.post('mass_emails', {
      subject: 'Filing season',
      body,
      clientIds: [ada.id, ben.id, noMail.id, ada.id],
    });
    expect(queued.status).toBe(202);
    const dto = queued.body as MassEmailQueuedDto;
    expect(dto).toMatchObject({
      recipients: 1,
      message: 'Mass emails have been successfully queued. They should be sent shortly.',
    });
    await testApi().drainQueue();
    expect(await mailTo(ada.email)).toHaveLength(1);
    expect(await mailTo(ben.email)).toEqual([]);
    expect(await mailTo(noMail.email)).toEqual([]);
    // A retried task mails nobody again.
    expect(await sendMassEmail(testApi().deps, { firmId: ada.firmId, id: dto.id })).toBe(0);
    expect(await mailTo(ada.email)).toHaveLength(1);
  });

  it('answers the spec’s messages and refuses a client the sender may not see', async () => {
    const tom = await testApi().as('groupNorth');
    const noSubject = await tom.post('mass_emails/test', { subject: ' ', body });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.error).toBe('Please enter a subject');
    const noBody = await tom.post('mass_emails/test', { subject: 'Hi', body: '' });
    expect(noBody.body.error).toBe('Please enter a message');
    const nobody = await tom.post('mass_emails', { subject: 'Hi', body, clientIds: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe('Please select at least one recipient');
    // James Whitfield is South Office's: Tom (North Office) may not mail him, nor any staff.
    const south = await tom.post('mass_emails', {
      subject: 'Hi',
      body,
      clientIds: [DEMO_USERS.clientManyEntities.id],
    });
    expect(south.status).toBe(404);
    const staff = await tom.post('mass_emails', {
      subject: 'Hi',
      body,
      clientIds: [DEMO_USERS.partner.id],
    });
    expect(staff.status).toBe(404);
  });
});
