// Reminding a request's signers (issue 46): after the firm's cadence the job mails each signer
// who has not filled in all their fields ('Reminder: please sign …', with the review link) and
// not one who has; the trail and the log say so, and the next reminder comes a cadence later.
// Staff remind now from its menu; a declined request is reminded of nothing, by either.
import { describe, expect, it } from 'vitest';
import { REQUEST_REMINDER_MESSAGES as SAY } from '@portico/common/signature-requests/request-reminders';
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { sentRequest } from '../../../test/support/signature-requests';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { sendDueRequestReminders } from './request-reminders.jobs';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const DAY = 86_400_000;

const run = () => sendDueRequestReminders({ ...testApi().deps, portalUrl: 'http://portal.test' });
const mailsAbout = async (subject: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(300)).filter(
    (item) => item.subject === subject,
  );

describe('reminding a signature request’s signers', () => {
  it('reminds the signers still to sign after the firm’s cadence, then a cadence later', async () => {
    const { id, name, partner, primaryId, spouseId } = await sentRequest(testApi(), http);
    const ida = await testApi().asUser(primaryId, DEMO_FIRM_ID);
    await ida.post(`signature_requests/${id}/esign_consent`, {
      disclosure_version: ESIGN_DISCLOSURE_VERSION,
    });
    await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, {
      method: 'typed',
      text: 'Ida',
    });
    await ida.post(`signature_requests/${id}/fields/ida-title/fill`, {
      method: 'text',
      text: 'Trustee',
    });
    const subject = `Reminder: please sign ${name}`;
    await run();
    expect(await mailsAbout(subject)).toHaveLength(0);

    testApi().clock.advance(8 * DAY);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const mails = await mailsAbout(subject);
    const eli = (await partner.get(`signature_requests/${id}/fields`)).body.signers.find(
      (s: { id: string }) => s.id === spouseId,
    );
    expect(mails.map((m) => m.to)).toEqual([eli.email]);
    expect(mails[0]!.text).toContain(`/review-signature-request/${id}?companyId=`);
    const after = (await partner.get(`signature_requests/${id}`)).body;
    expect(after.last_reminder_sent_at).toBe(testApi().clock.now().toISOString());
    // Not again until a cadence later.
    await run();
    expect(await mailsAbout(subject)).toHaveLength(1);

    const events = (await partner.get(`signature_requests/${id}/signing_trail`)).body.events as {
      event: string;
      actor: string;
    }[];
    expect(events.filter((e) => e.event === 'reminded')).toEqual([
      expect.objectContaining({ actor: 'Portico' }),
    ]);
    const now = await partner.post(`signature_requests/${id}/send_reminders`, {});
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.message).toBe(SAY.sent);
    expect(await mailsAbout(subject)).toHaveLength(2);
  });

  it('reminds nobody of a declined request', async () => {
    const { id, name, partner, spouseId } = await sentRequest(testApi(), http);
    const eli = await testApi().asUser(spouseId, DEMO_FIRM_ID);
    await eli.post(`signature_requests/${id}/decline`, { reason: 'Not ours' });
    const refused = await partner.post(`signature_requests/${id}/send_reminders`, {});
    expect([refused.status, refused.body.error]).toEqual([409, SAY.notRemindable]);
    testApi().clock.advance(8 * DAY);
    await run();
    expect(await mailsAbout(`Reminder: please sign ${name}`)).toHaveLength(0);
    const client = await (
      await testApi().as('clientOneEntity')
    ).post(`signature_requests/${id}/send_reminders`, {});
    expect(client.status).toBe(403);
  });
});
