// The firm's Drop Link (issue 15 item 5): staff get the firm's one address (made once) and choose
// who is told of a drop; anyone with the address sends files without signing in — only good files
// are kept, the chosen firm users are mailed in the same step, and staff download the drop as
// 'Drop Link.zip'. An unknown token and a firm that turned it off say so and show nothing; a
// second send of the same upload, an upload of nothing good and too many uploads from one
// address are refused. Staff save a drop's files to an entity's documents.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DROP_LINK_MESSAGES,
  DROPS_PER_HOUR,
  dropMailSubject,
} from '@portico/common/documents/drop-link';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { ONE_PIXEL_PNG, onePagePdf, putFiles } from '../../test/support/upload-files';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const setDropLink = (on: boolean) =>
  testApi().store.doc(`firms/${DEMO_FIRM_ID}`).update({ 'preferences.drop_link_enabled': on });
afterEach(() => setDropLink(true));

const staff = async () => `Bearer ${await testApi().tokenFor('partner')}`;

async function firmToken(): Promise<string> {
  const got = await http()
    .get('/api/drop_link')
    .set('Authorization', await staff());
  expect(got.status, JSON.stringify(got.body)).toBe(200);
  return got.body.token as string;
}

/** A sending as the public page makes one, from the address `ip`. */
async function send(
  token: string,
  files: { name: string; bytes: Buffer | null }[],
  ip: string,
  sender = { sender_name: 'Jordan Lee', sender_email: 'Jordan@Example.com', message: 'For 2025' },
) {
  const started = await http()
    .post('/api/drop_link/temporary_upload_link')
    .set('X-Forwarded-For', ip)
    .send({ token, files: files.map((f) => ({ name: f.name, size: f.bytes?.length ?? 1 })) });
  if (started.status !== 201) return started;
  await putFiles(http, started.body.files, files);
  return http()
    .post('/api/drop_link/submit')
    .set('X-Forwarded-For', ip)
    .send({ token, upload_id: started.body.upload_id, ...sender });
}

describe('drop link', () => {
  it('gives staff one address, and keeps a sending’s good files for them, announced by mail', async () => {
    const token = await firmToken();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(await firmToken()).toBe(token);

    const page = await http().post('/api/drop_link/open').send({ token });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      firm_name: expect.any(String),
      hide_sign_in_button: false,
      max_files: 50,
    });

    const pdf = await onePagePdf('Form 1040 for Jordan Lee');
    const sent = await send(
      token,
      [
        { name: 'Return.pdf', bytes: pdf },
        { name: 'notes.pdf', bytes: Buffer.from('not a pdf at all') },
        { name: 'Lost.pdf', bytes: null },
      ],
      '203.0.113.10',
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      received: ['Return.pdf'],
      invalid: ['notes.pdf'],
      failed: ['Lost.pdf'],
    });

    const mail = (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).find(
      (m) => m.subject === dropMailSubject('Jordan Lee'),
    );
    expect(mail?.to).toBe(DEMO_USERS.partner.email);
    expect(mail?.text).toContain('Jordan Lee (jordan@example.com) sent 1 file');
    expect(mail?.text).toContain('- Return.pdf');
    expect(mail?.text).toContain('For 2025');

    const listed = await http()
      .get('/api/drop_link')
      .set('Authorization', await staff());
    const drop = listed.body.drops[0];
    expect(drop).toMatchObject({
      sender_name: 'Jordan Lee',
      sender_email: 'jordan@example.com',
      message: 'For 2025',
      files: [{ name: 'Return.pdf', size: pdf.length, content_type: 'application/pdf' }],
    });

    const zip = await http()
      .post(`/api/drop_link/drops/${drop.id}/download`)
      .set('Authorization', await staff())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-disposition']).toContain('Drop Link.zip');
    const bytes = zip.body as Buffer;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.toString('latin1')).toContain('Return.pdf');
    expect(bytes.includes(pdf)).toBe(true);

    // Sent once only; nothing good is nothing sent (and nothing listed).
    const again = await http()
      .post('/api/drop_link/submit')
      .send({ token, upload_id: drop.id, sender_name: 'X', sender_email: 'x@example.com' });
    expect([again.status, again.body.error]).toEqual([409, 'These files were sent already']);
    const junk = await send(token, [{ name: 'a.pdf', bytes: Buffer.from('junk') }], '203.0.113.11');
    expect([junk.status, junk.body.error]).toEqual([400, DROP_LINK_MESSAGES.nothingReceived]);
    const after = await http()
      .get('/api/drop_link')
      .set('Authorization', await staff());
    expect(after.body.drops.map((d: { id: string }) => d.id)).toEqual(
      listed.body.drops.map((d: { id: string }) => d.id),
    );
  });

  it('saves a drop’s files to an entity’s documents once each, for staff who may change them', async () => {
    const token = await firmToken();
    const now = () => testApi().clock.now();
    const client = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const w2 = await onePagePdf('Form W-2 Wage and Tax Statement 2025');
    const photo = ONE_PIXEL_PNG;
    const sent = await send(
      token,
      [
        { name: 'W-2.pdf', bytes: w2 },
        { name: 'Receipt.png', bytes: photo },
      ],
      '203.0.113.40',
      { sender_name: 'Casey Fox', sender_email: 'casey@example.com', message: '' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const dropId = (
      await http()
        .get('/api/drop_link')
        .set('Authorization', await staff())
    ).body.drops.find((d: { sender_name: string }) => d.sender_name === 'Casey Fox').id as string;
    const save = (authorization: string, company_id: string) =>
      http()
        .post(`/api/drop_link/drops/${dropId}/save`)
        .set('Authorization', authorization)
        .send({ company_id });

    const saved = await save(await staff(), client.companyId!);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      saved: 2,
      duplicates: [],
      failed: [],
      drop: { saved_to: { company_id: client.companyId, company_name: expect.any(String) } },
    });
    expect(saved.body.message).toMatch(/^2 files saved to .+'s documents$/);
    await (testApi().deps.queue as InProcessQueue).drain();
    // The client finds them in their documents, the PDF read for its form.
    const mine = `Bearer ${await testApi().idTokenFor(client.id, client.firmId)}`;
    const listing = await http()
      .get('/api/documents')
      .query({ company_id: client.companyId, path: '/' })
      .set('Authorization', mine);
    const files = listing.body.files as {
      name: string;
      description: string;
      recognition: { document_type: string | null } | null;
    }[];
    expect(files.map((f) => [f.name, f.recognition?.document_type ?? null]).sort()).toEqual([
      ['Receipt.png', null],
      ['W-2.pdf', 'W-2'],
    ]);
    // Staff read who sent them in their description.
    const staffListing = await http()
      .get('/api/documents')
      .query({ company_id: client.companyId, path: '/' })
      .set('Authorization', await staff());
    expect(
      (staffListing.body.files as { description: string }[]).map((f) => f.description),
    ).toEqual(Array(2).fill('Sent by Casey Fox (casey@example.com) through the drop link'));

    // Again: nothing new. A client, a group advisor (no drop link), an entity not there, or an
    // unknown drop: refused.
    const again = await save(await staff(), client.companyId!);
    expect(again.body).toMatchObject({ saved: 0, duplicates: ['W-2.pdf', 'Receipt.png'] });
    expect((await save(mine, client.companyId!)).status).toBe(403);
    const south = `Bearer ${await testApi().tokenFor('groupSouth')}`;
    expect((await save(south, client.companyId!)).status).toBe(403);
    const nowhere = await save(await staff(), 'no-such-entity');
    expect([nowhere.status, nowhere.body.error]).toEqual([404, 'Entity not found']);
    const unknown = await http()
      .post('/api/drop_link/drops/no-such-drop/save')
      .set('Authorization', await staff())
      .send({ company_id: client.companyId });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Drop not found']);
  });

  it('checks the sender and the settings, with the spec’s messages', async () => {
    const token = await firmToken();
    const pdf = await onePagePdf('A statement');
    const nameless = await send(token, [{ name: 'S.pdf', bytes: pdf }], '203.0.113.20', {
      sender_name: ' ',
      sender_email: 'sam@example.com',
      message: '',
    });
    expect([nameless.status, nameless.body.error]).toEqual([400, DROP_LINK_MESSAGES.nameRequired]);
    const unaddressed = await send(token, [{ name: 'S.pdf', bytes: pdf }], '203.0.113.20', {
      sender_name: 'Sam',
      sender_email: 'sam at example',
      message: '',
    });
    expect([unaddressed.status, unaddressed.body.error]).toEqual([
      400,
      DROP_LINK_MESSAGES.emailInvalid,
    ]);
    // The name reaches the staff mail's subject: a line break there would add a header.
    const injected = await send(token, [{ name: 'S.pdf', bytes: pdf }], '203.0.113.20', {
      sender_name: 'Evil Sender\r\nBcc: victim@example.com',
      sender_email: 'sam@example.com',
      message: 'Line one\nline two',
    });
    expect([injected.status, injected.body.error]).toEqual([
      400,
      'sender_name must be a single line',
    ]);
    // And the outbox folds any line break that got through anyway.
    const outbox = outboxRepo(testApi().store, () => testApi().clock.now());
    await outbox.sendMail({
      to: 'staff@example.com\r\nBcc: victim@example.com',
      subject: 'Files from Evil\r\nBcc: victim@example.com',
      text: 'Body\nkeeps its lines',
    });
    const folded = (await outbox.latest(200)).find((m) => m.subject?.startsWith('Files from Evil'));
    expect(folded).toMatchObject({
      to: 'staff@example.com Bcc: victim@example.com',
      subject: 'Files from Evil Bcc: victim@example.com',
      text: 'Body\nkeeps its lines',
    });

    const settings = (body: object) =>
      staff().then((auth) =>
        http().put('/api/drop_link/settings').set('Authorization', auth).send(body),
      );
    const none = await settings({ notify_user_ids: [], hide_sign_in_button: true });
    expect([none.status, none.body.error]).toEqual([400, DROP_LINK_MESSAGES.selectRecipients]);
    const client = await settings({
      notify_user_ids: [DEMO_USERS.clientOneEntity.id],
      hide_sign_in_button: true,
    });
    expect([client.status, client.body.error]).toEqual([
      400,
      'Choose firm users of this firm to notify',
    ]);
    const saved = await settings({
      notify_user_ids: [DEMO_USERS.partner.id, DEMO_USERS.full.id],
      hide_sign_in_button: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      token,
      notify_user_ids: [DEMO_USERS.partner.id, DEMO_USERS.full.id],
      hide_sign_in_button: true,
    });
    const page = await http().post('/api/drop_link/open').send({ token });
    expect(page.body.hide_sign_in_button).toBe(true);
    await settings({ notify_user_ids: [DEMO_USERS.partner.id], hide_sign_in_button: false });
  });

  it('shows nothing for an unknown token or a firm that turned it off, and limits each address', async () => {
    const token = await firmToken();
    const unknown = await http().post('/api/drop_link/open').send({ token: 'not-a-token' });
    expect([unknown.status, unknown.body.error]).toEqual([404, DROP_LINK_MESSAGES.invalidLink]);

    await setDropLink(false);
    const off = await http().post('/api/drop_link/open').send({ token });
    expect([off.status, off.body.error]).toEqual([403, DROP_LINK_MESSAGES.off]);
    const staffOff = await http()
      .get('/api/drop_link')
      .set('Authorization', await staff());
    expect([staffOff.status, staffOff.body.error]).toEqual([403, DROP_LINK_MESSAGES.off]);
    await setDropLink(true);

    const choose = () =>
      http()
        .post('/api/drop_link/temporary_upload_link')
        .set('X-Forwarded-For', '203.0.113.30')
        .send({ token, files: [{ name: 'a.pdf', size: 10 }] });
    for (let i = 0; i < DROPS_PER_HOUR; i++) expect((await choose()).status).toBe(201);
    const limited = await choose();
    expect([limited.status, limited.body.error]).toEqual([429, DROP_LINK_MESSAGES.tooMany]);
    // Another address is not held back.
    const other = await http()
      .post('/api/drop_link/temporary_upload_link')
      .set('X-Forwarded-For', '203.0.113.31')
      .send({ token, files: [{ name: 'a.pdf', size: 10 }] });
    expect(other.status).toBe(201);
  });
});
