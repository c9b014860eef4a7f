// Expected documents (issue 15 item 8), through the real upload path and recognition: last year's
// classified forms and prior-year items make the checklist, this year's uploads tick it off by form
// and payer (read from the form), a new payer's form is listed as not expected, and a form filed
// in a STAFF ONLY folder counts for staff but never shows to the client. Staff read the overview's
// counts for many entity-years at once.
import { describe, expect, it } from 'vitest';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import type { ExpectedDocumentsDto } from '@portico/common/questionnaires/expected-documents';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { uploadFiles } from '../../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const w2 = (year: number, employer: string) =>
  pdfOfPages([
    `Form W-2 Wage and Tax Statement ${year}\nc Employer's name, address, and ZIP code\n${employer}`,
  ]);
const mortgage = (year: number, lender: string) =>
  pdfOfPages([
    `Form 1098 Mortgage Interest Statement\nFor calendar year ${year}\nRECIPIENT'S/LENDER'S name, street address\n${lender}`,
  ]);

describe('expected documents', () => {
  it('expects last year’s forms and prior-year items, and ticks them off as this year’s arrive', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const company = user.companyId!;
    const ask = async (authorization: string, year?: number) => {
      const answer = await http()
        .get(`/api/companies/${company}/expected_documents`)
        .query(year ? { year } : {})
        .set('Authorization', authorization);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as ExpectedDocumentsDto;
    };
    const drain = () => (testApi().deps.queue as InProcessQueue).drain();

    // Last year: a W-2 from Acme and a 1098 from Harbor Bank; a prior-year item names a 1099-INT.
    const lastYear = await uploadFiles(
      http,
      client,
      company,
      [
        { name: 'W-2 2024.pdf', bytes: await w2(2024, 'Acme Corp.') },
        { name: '1098 2024.pdf', bytes: await mortgage(2024, 'Harbor Bank') },
      ],
      null,
    );
    expect(lastYear.status).toBe(200);
    const item = await http()
      .post('/api/rollover_items')
      .set('Authorization', staff)
      .send({ company_id: company, year: 2024, name: '1099-INT from First Bank' });
    expect(item.status).toBe(201);
    await http()
      .post('/api/rollover_items')
      .set('Authorization', staff)
      .send({ company_id: company, year: 2024, name: 'Daycare receipts' });
    await drain();

    const before = await ask(client, 2025);
    expect(before.items.map((i) => [i.form, i.payer, i.source, i.received])).toEqual([
      ['1098', 'Harbor Bank', 'last_year', null],
      ['1099-INT', 'First Bank', 'prior_year_item', null],
      ['W-2', 'Acme Corp.', 'last_year', null],
    ]);

    // This year: Acme's W-2 (its name written otherwise), and a W-2 from a new employer.
    const thisYear = await uploadFiles(
      http,
      client,
      company,
      [
        { name: 'Acme 2025.pdf', bytes: await w2(2025, 'ACME Corporation') },
        { name: 'Globex 2025.pdf', bytes: await w2(2025, 'Globex') },
      ],
      null,
    );
    expect(thisYear.status).toBe(200);
    // The 1098 arrives in a folder only staff see.
    const folder = await http()
      .post('/api/documents/folders')
      .set('Authorization', staff)
      .send({ company_id: company, name: 'STAFF ONLY' });
    expect(folder.status).toBe(201);
    const hidden = await uploadFiles(
      http,
      staff,
      company,
      [{ name: 'Harbor 2025.pdf', bytes: await mortgage(2025, 'Harbor Bank') }],
      null,
      '/STAFF ONLY',
    );
    expect(hidden.status).toBe(200);
    await drain();

    const forClient = await ask(client, 2025);
    expect(forClient.items.map((i) => [i.form, i.received?.name ?? null])).toEqual([
      ['1098', null],
      ['1099-INT', null],
      ['W-2', 'Acme 2025.pdf'],
    ]);
    expect(forClient.also_received.map((d) => [d.form, d.payer, d.name])).toEqual([
      ['W-2', 'Globex', 'Globex 2025.pdf'],
    ]);
    expect(JSON.stringify(forClient)).not.toContain('Harbor 2025.pdf');
    expect(forClient.years).toEqual([2025, 2024]);

    const forStaff = await ask(staff, 2025);
    expect(forStaff.items.map((i) => [i.form, i.received?.name ?? null])).toEqual([
      ['1098', 'Harbor 2025.pdf'],
      ['1099-INT', null],
      ['W-2', 'Acme 2025.pdf'],
    ]);
    // The overview's column: each entity-year's count and what is missing, for staff only; read
    // for all the rows at once, each entity's forms and items stay its own.
    const neighbour = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const neighbourItem = await http()
      .post('/api/rollover_items')
      .set('Authorization', staff)
      .send({ company_id: neighbour.companyId, year: 2024, name: '1099-DIV from Vanguard' });
    expect(neighbourItem.status).toBe(201);
    const summaries = await http()
      .post('/api/expected_documents/summaries')
      .set('Authorization', staff)
      .send({
        entities: [
          { company_id: company, tax_year: 2025 },
          { company_id: company, tax_year: 2025 },
          { company_id: neighbour.companyId, tax_year: 2025 },
          { company_id: company, tax_year: 2024 },
          { company_id: 'no-such-entity', tax_year: 2025 },
        ],
      });
    expect(summaries.status).toBe(200);
    expect(summaries.body.summaries).toEqual([
      {
        company_id: company,
        tax_year: 2025,
        expected: 3,
        received: 2,
        missing: ['1099-INT from First Bank'],
      },
      {
        company_id: neighbour.companyId,
        tax_year: 2025,
        expected: 1,
        received: 0,
        missing: ['1099-DIV from Vanguard'],
      },
      { company_id: company, tax_year: 2024, expected: 0, received: 0, missing: [] },
    ]);
    const refused = await http()
      .post('/api/expected_documents/summaries')
      .set('Authorization', client)
      .send({ entities: [{ company_id: company, tax_year: 2025 }] });
    expect(refused.status).toBe(403);
    // Without a year, the entity's newest questionnaire's (it has none: last year's).
    expect((await ask(client)).tax_year).toBe(now().getUTCFullYear() - 1);
  });

  it('refuses a year that is not one, and an entity the caller does not see', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const other = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const bad = await http()
      .get(`/api/companies/${user.companyId}/expected_documents`)
      .query({ year: 'last' })
      .set('Authorization', client);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please select a tax year');
    const stranger = await http()
      .get(`/api/companies/${other.companyId}/expected_documents`)
      .set('Authorization', client);
    expect(stranger.status).toBe(404);
  });
});
