// Document Drop Off (spec 2 §5 "Document drop-off", §9): staff send a checklist; each owner's mail
// carries a link of their own that opens it without signing in for 7 days; through it the owner
// uploads each document and submits, as they would in the portal. A link opens only its own
// questionnaire, takes uploads only for its items, and stops when it expires.
import { describe, expect, it } from 'vitest';
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { DROP_OFF_MESSAGES, DROP_OFF_TEMPLATE_NAME } from '@portico/common/questionnaires/drop-off';
import type { OverviewPageDto } from '@portico/common/questionnaires/overview';
import { SEND_MESSAGES } from '@portico/common/questionnaires/send-template';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { onePagePdf } from '../../../test/support/upload-files';
import { linkIn } from '../../../test/support/sign-in-helpers';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const DAY = 24 * 60 * 60 * 1000;

const pdf = onePagePdf;

const sendDropOff = async (body: object = {}) =>
  (await testApi().as('partner')).post('questionnaires/send_document_drop_off', {
    company_ids: [DEMO_COMPANIES.olivia.id],
    tax_year: 2025,
    due_date: '2026-04-15',
    questions_to_create: [
      { text: 'your W-2 from Acme', question_type: 'upload' },
      { text: 'Brokerage statement Schwab', question_type: 'upload' },
    ],
    ...body,
  });

/** The access the mailed link gives: its query, as the page sends it. */
async function mailedAccess(questionnaireId: string) {
  const mails = (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(500)).filter(
    (m) => m.kind === 'mail' && m.to === DEMO_USERS.clientOneEntity.email,
  );
  const mail = mails.find((m) => m.text.includes(`questionnaireId=${questionnaireId}`))!;
  const link = linkIn(mail);
  return {
    mail,
    link,
    access: {
      questionnaire_id: link.searchParams.get('questionnaireId')!,
      company_id: link.searchParams.get('companyId')!,
      token: link.searchParams.get('token')!,
    },
  };
}

const call = (path: string, body: object) =>
  http().post(`/api/document_drop_off/${path}`).send(body);

async function dropOff(access: object, questionId: string, name: string, bytes: Buffer) {
  const started = await call('temporary_upload_link', {
    ...access,
    files: [{ name, size: bytes.length }],
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const link = started.body.files[0];
  expect(
    (await http().put(relativeUrl(link.upload_url)).set(link.upload_headers).send(bytes)).status,
  ).toBe(200);
  return call('process_document', {
    ...access,
    upload_id: started.body.upload_id,
    question_id: questionId,
  });
}

/** The staff overview's documents column for one questionnaire (its row of this tax year). */
async function documentsColumn(id: string) {
  const res = await (await testApi().as('partner')).get('v2/questionnaires?tax_year=2025');
  return (res.body as OverviewPageDto).rows.find((r) => r.id === id)?.documents;
}

describe('document drop-off', () => {
  it('mails each owner a link that opens the checklist, takes its documents and submits it', async () => {
    const sent = await sendDropOff();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe(DROP_OFF_MESSAGES.sent);
    const [id] = sent.body.questionnaire_ids as string[];

    const { mail, link, access } = await mailedAccess(id!);
    expect(mail.subject).toBe(
      'Harborview Tax & Advisory: documents needed for Olivia Martinez (2025)',
    );
    expect(mail.text).toContain('Please upload them by Apr 15, 2026.');
    expect(link.pathname).toBe('/document-drop-off');
    expect(access.company_id).toBe(DEMO_COMPANIES.olivia.id);
    expect(access.token.length).toBeGreaterThan(40);

    const opened = await call('open', access);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      firm_name: 'Harborview Tax & Advisory',
      name: DROP_OFF_TEMPLATE_NAME,
      tax_year: 2025,
      due_date: '2026-04-15',
      submitted_at: null,
      read_only_reason: null,
    });
    const items = opened.body.items as { id: string; text: string }[];
    expect(items.map((i) => i.text)).toEqual([
      'Please upload your W-2 from Acme',
      'Please upload Brokerage statement Schwab',
    ]);
    // The link shows the checklist only: no answers, notes or anything else of the portal.
    expect(Object.keys(opened.body).sort()).toEqual([
      'company_name',
      'due_date',
      'expires_at',
      'firm_name',
      'items',
      'name',
      'read_only_reason',
      'submitted_at',
      'tax_year',
    ]);

    // A wrong file is taken back: it leaves the item (kept as deleted, as in the portal).
    const wrong = await dropOff(access, items[0]!.id, 'wrong.pdf', await pdf('Wrong'));
    const removed = await call('remove_document', {
      ...access,
      document_id: wrong.body.documents[0].id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.items[0].documents).toEqual([]);
    const elsewhere = await call('remove_document', { ...access, document_id: 'not-on-it' });
    expect(elsewhere.status).toBe(404);

    const w2 = await dropOff(access, items[0]!.id, 'w2.pdf', await pdf('W-2'));
    expect(w2.status, JSON.stringify(w2.body)).toBe(200);
    expect(w2.body.documents.map((d: { name: string }) => d.name)).toEqual(['w2.pdf']);
    // The overview counts the items answered and the files (the wrong one taken back is not).
    expect(await documentsColumn(id!)).toEqual({ requested: 2, provided: 1, files: 1 });
    const early = await call('submit', { ...access, agreed: true });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Please complete every section before submitting.');
    expect((await dropOff(access, items[1]!.id, '1098.pdf', await pdf('1098'))).status).toBe(200);

    const unagreed = await call('submit', access);
    expect(unagreed.status).toBe(400);
    expect(unagreed.body.error).toBe("Please tick 'I Agree' before submitting.");
    const submitted = await call('submit', { ...access, agreed: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.submitted_at).not.toBeNull();
    expect(submitted.body.items[0].documents.map((d: { name: string }) => d.name)).toEqual([
      'w2.pdf',
    ]);

    // The firm sees it as any questionnaire: the owner's documents answer it, and it is done.
    const page = await (await testApi().as('partner')).get(`questionnaires/${id}`);
    expect(page.body.completed).toBe(true);
    expect(await documentsColumn(id!)).toEqual({ requested: 2, provided: 2, files: 2 });
    expect(page.body.sections[0].questions[1].documents[0].name).toBe('1098.pdf');
    const logged = await testApi()
      .store.collection(`firms/${DEMO_USERS.partner.firmId}/activities`)
      .where('questionnaire_id', '==', id)
      .get();
    expect(logged.docs.map((d) => d.get('title'))).toContain('Document Drop Off sent');
    // Its submission is in the firm's log and the questionnaire's Activities tab, by its owner.
    const tab = await (await testApi().as('partner')).get(`questionnaires/${id}/activities`);
    const line = (tab.body.activities as { title: string; by: string | null }[]).find(
      (a) => a.title === 'Questionnaire submitted',
    );
    expect(line?.by).toEqual(expect.any(String));
  });

  it('refuses a link for another questionnaire, an item not on it, and a made-up token', async () => {
    const sent = await sendDropOff({ custom_template_name: 'Year-end documents' });
    const { access } = await mailedAccess(sent.body.questionnaire_ids[0]);
    const cases: [object, number, string][] = [
      [{ ...access, token: 'made-up' }, 404, DROP_OFF_MESSAGES.invalidLink],
      [
        { ...access, questionnaire_id: DEMO_QUESTIONNAIRES.oliviaCurrent.id },
        404,
        DROP_OFF_MESSAGES.invalidLink,
      ],
      [
        { ...access, company_id: DEMO_COMPANIES.whitfieldHoldings.id },
        404,
        DROP_OFF_MESSAGES.invalidLink,
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await call('open', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const elsewhere = await dropOff(access, 'q-w2', 'w2.pdf', await pdf('elsewhere'));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe(DROP_OFF_MESSAGES.noUploads);
  });

  it('names what a send is missing', async () => {
    const cases: [object, string][] = [
      [{ questions_to_create: [] }, 'Add at least one item'],
      [{ due_date: '' }, SEND_MESSAGES.dueDate],
      [{ due_date: '2026-01-01' }, SEND_MESSAGES.dueDate],
      [{ company_ids: [] }, SEND_MESSAGES.company],
    ];
    for (const [body, message] of cases) {
      const res = await sendDropOff(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('stops working 7 days after it was sent', async () => {
    const sent = await sendDropOff();
    const { access } = await mailedAccess(sent.body.questionnaire_ids[0]);
    const start = testApi().clock.now();
    try {
      testApi().clock.advance(7 * DAY - 60_000);
      expect((await call('open', access)).status).toBe(200);
      testApi().clock.advance(60_000);
      const expired = await call('open', access);
      expect(expired.status).toBe(410);
      expect(expired.body.error).toBe(DROP_OFF_MESSAGES.expiredLink);
    } finally {
      testApi().clock.set(start);
    }
  });
});
