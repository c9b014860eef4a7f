// Export Conversation (spec 3 §7, §10): staff download a timeframe's messages as a CSV, oldest
// first, replies naming the message they answer, cells that would run as formulas made text,
// unsent scheduled messages left out; the dates are DD-MM-YYYY, both or neither; clients may not.
import { describe, expect, it } from 'vitest';
import type { ConversationExportDto } from '@portico/common/messaging/conversation-export';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import { useTestApi } from '../../test/support/api-harness';
import { binary } from '../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../test/support/blob-http';
import { clientAndConversation } from '../../test/support/conversation-fixture';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { SCHEDULED_JOBS } from '../jobs/job-registry';
import { exportBlobPath } from './conversation-pdf.tasks';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const DAY_MS = 86_400_000;

describe('conversation export', () => {
  it('downloads a timeframe as a CSV whose cells cannot run as formulas', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    testApi().clock.set(new Date('2026-11-20T10:00:00Z'));
    const question = (await client.post(`conversations/${id}/messages`, { text: '=SUM(A1:A9)' }))
      .body as { id: string };
    testApi().clock.set(new Date('2026-11-21T10:00:00Z'));
    await tom.post(`conversations/${id}/messages`, {
      text: 'That is a formula, "quoted"',
      message_thread_id: question.id,
    });
    await tom.post(`conversations/${id}/messages`, {
      text: 'Later',
      scheduled_time: new Date(Date.parse('2026-11-21T10:00:00Z') + DAY_MS).toISOString(),
    });

    const all = await tom.post(`conversations/${id}/export`, { format: 'csv' });
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toContain(
      'Conversation with Nora Quill (all time).csv',
    );
    const lines = all.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,From,Firm user,Tag,Reply to,Message');
    expect(lines.slice(2)).toEqual([
      "2026-11-20 10:00 UTC,Nora Quill,No,general,,'=SUM(A1:A9)",
      '2026-11-21 10:00 UTC,Tom Becker,Yes,general,"Nora Quill, 2026-11-20 10:00 UTC","That is a formula, ""quoted"""',
    ]);
    expect(lines).toHaveLength(4); // the fixture's first message, and no scheduled one

    const lastDay = await tom.post(`conversations/${id}/export`, {
      format: 'csv',
      start_date: '21-11-2026',
      end_date: '21-11-2026',
    });
    const dayLines = lastDay.text.trim().split('\r\n');
    expect(dayLines).toHaveLength(2);
    expect(lastDay.headers['content-disposition']).toContain('(21-11-2026 to 21-11-2026)');
  });

  it('makes a PDF in the background and tells its requester, who alone may save it', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    await client.post(`conversations/${id}/messages`, { text: 'Here is my W-2 question.' });

    const release = testApi().holdQueue();
    const queued = await tom.post(`conversations/${id}/export`, { format: 'pdf' });
    const before = (await tom.get(`conversation_exports/${queued.body.export_id}`))
      .body as ConversationExportDto;
    release();
    expect(queued.status).toBe(202);
    expect(queued.body.message).toBe(
      'Conversation exported successfully. You will receive a notification when the PDF is ready.',
    );
    const exportId = queued.body.export_id as string;
    expect([before.status, before.url]).toEqual(['processing', null]);

    await testApi().drainQueue();
    const ready = (await tom.get(`conversation_exports/${exportId}`)).body as ConversationExportDto;
    expect(ready).toMatchObject({
      status: 'ready',
      file_name: 'Conversation with Nora Quill (all time).pdf',
    });
    const file = await binary(http().get(relativeUrl(ready.url!)));
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');

    const notices = (await tom.get('notifications')).body as NotificationsPageDto;
    expect(notices.notifications[0]).toMatchObject({
      text: 'Your PDF of the conversation with Nora Quill is ready',
      link: `/conversation-exports/${exportId}`,
      type_id: 1,
    });
    // A retried task finds it made and tells nobody twice.
    await testApi().drainQueue();
    expect(((await tom.get('notifications')).body as NotificationsPageDto).total).toBe(
      notices.total,
    );
    // Kept 7 days: then the hourly sweep deletes the PDF, and the export says so.
    testApi().clock.advance(7 * DAY_MS + 60_000);
    await SCHEDULED_JOBS.find((job) => job.name === 'sweepConversationExports')!.run(
      testApi().deps,
    );
    const expired = (await tom.get(`conversation_exports/${exportId}`))
      .body as ConversationExportDto;
    expect([expired.status, expired.url]).toEqual(['expired', null]);
    expect(await testApi().deps.blobs.stat(exportBlobPath(DEMO_FIRM_ID, exportId))).toBeNull();

    // Only its requester asks for it.
    const partner = await testApi().as('partner');
    expect((await partner.get(`conversation_exports/${exportId}`)).status).toBe(404);
    expect((await client.get(`conversation_exports/${exportId}`)).status).toBe(403);
  });

  it('needs a format and both dates in order, and staff', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const cases: [object, string][] = [
      [{}, 'Please choose a format and a timeframe'],
      [{ format: 'csv', start_date: '01-11-2026' }, 'Please choose a format and a timeframe'],
      [
        { format: 'csv', start_date: '2026-11-01', end_date: '30-11-2026' },
        'Dates must be written DD-MM-YYYY',
      ],
      [
        { format: 'csv', start_date: '31-02-2026', end_date: '30-11-2026' },
        'Dates must be written DD-MM-YYYY',
      ],
      [
        { format: 'csv', start_date: '30-11-2026', end_date: '01-11-2026' },
        'The start date must not be after the end date',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await tom.post(`conversations/${id}/export`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(error);
    }
    expect((await client.post(`conversations/${id}/export`, { format: 'csv' })).status).toBe(403);
  });
});
