// Client lists imported on the spot (issue 49): each row made as Create User and Entity makes it,
// the rows that break a rule left out with why and listed in a report to fix and import again, a
// second import of the same file making nothing new, and a retried chunk making nothing twice.
import { describe, expect, it } from 'vitest';
import { COUNTRY_NOT_KNOWN } from '@portico/common/imports/client-list-details';
import {
  EMPTY_CLIENT_LIST,
  missingColumnsMessage,
  noAdvisorWithEmail,
  noEntityTypeNamed,
  noGroupNamed,
  NOT_CSV,
  REPORT_REASON_COLUMN,
  ROW_EMAIL_REQUIRED,
  UNREADABLE_WORKBOOK,
} from '@portico/common/imports/client-list-rows';
import {
  LIST_TEMPLATE_COLUMNS,
  IMPORT_STARTED,
  importLink,
  type ImportDto,
} from '@portico/common/imports/imports';
import { ENTITY_NAME_QUOTE } from '@portico/common/people/profile-schema';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { clientList, csvFile, importCalls } from '../../../test/support/imports';
import { linkIn } from '../../../test/support/sign-in-helpers';
import { readCsv } from '../../kernel/csv-read';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { entitiesRepo, usersRepo } from '../../people/people.module';
import { ROWS_PER_CHUNK } from '../imports.repo';
import { NO_REPORT } from '../imports.service';
import { importListChunk } from '../list-import.tasks';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const { auth, importAs } = importCalls(testApi, http);

const INDIVIDUALS = LIST_TEMPLATE_COLUMNS.individuals;
const BUSINESSES = LIST_TEMPLATE_COLUMNS.businesses;

/** A CSV of the template's columns, each row given by the columns it fills. */
function csvOf(columns: readonly string[], rows: Record<string, string>[]): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','));
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}

const person = (first: string, last: string, email: string, more: Record<string, string> = {}) => ({
  'First Name': first,
  'Last Name': last,
  Email: email,
  ...more,
});

async function importOf(role: 'partner' | 'full', id: string): Promise<ImportDto> {
  const res = await http()
    .get(`/api/imports/${id}`)
    .set('Authorization', await auth(role));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { import: ImportDto }).import;
}

async function reportOf(role: 'partner' | 'full', id: string) {
  const res = await http()
    .get(`/api/imports/${id}/report/link`)
    .set('Authorization', await auth(role));
  if (res.status !== 200) return res;
  const link = (res.body as { document: { data: { link: string } } }).document.data.link;
  const file = await http().get(relativeUrl(link));
  return { status: 200, body: res.body, text: file.text, headers: file.headers };
}

const users = () => usersRepo(testApi().store);

describe('a client list of individuals', () => {
  const rows = [
    person('Ana', 'Souza', 'ana.souza@example.org', {
      'Spouse First Name': 'João',
      'Phone Number': '+1 (503) 555-0101',
      'Firm Group': 'north office',
    }),
    person('山田', '花子', 'hanako@example.org', {
      'Assigned Advisor Email': DEMO_USERS.groupNorth.email,
    }),
    person('Bad', 'Email', 'not-an-email', { 'Firm Group': 'North Office' }),
    person('No', 'Advisor', 'no.advisor@example.org', {
      'Assigned Advisor Email': 'nobody@harborview.example',
    }),
    person('Dwayne "The Rock"', 'Johnson', 'dj@example.org', { 'Firm Group': 'North Office' }),
    person('Ana', 'Again', 'ANA.SOUZA@example.org', { 'Firm Group': 'North Office' }),
    person('Olivia', 'Martinez', DEMO_USERS.clientOneEntity.email),
    person('No', 'Email', '', { 'Firm Group': 'North Office' }),
    person('No', 'Group', 'no.group@example.org', { 'Firm Group': 'East Office' }),
    person('=cmd', 'Formula', 'formula@example.org', { 'Firm Group': 'Nowhere' }),
  ];
  const content = csvOf(INDIVIDUALS, rows);

  it('imports each good row, leaves out the others with why, and a second run makes nothing new', async () => {
    const answer = await importAs(
      'partner',
      clientList([csvFile('clients.csv', content)]),
      content,
    );
    expect(answer.message).toBe(IMPORT_STARTED);
    expect(answer.import.status).toBe('processing');
    await testApi().drainQueue();

    const done = await importOf('partner', answer.import.id);
    expect(done).toMatchObject({
      status: 'completed_with_errors',
      problems: [],
      progress: { total: 10, done: 10, created: 2, updated: 0, unchanged: 2, failed: 6 },
    });

    // Made as Create User and Entity makes them: the spouse, the entity, the advisor, the group.
    const anaId = await users().idByEmail(DEMO_FIRM_ID, 'ana.souza@example.org');
    const ana = await users().get(DEMO_FIRM_ID, anaId!);
    expect(ana).toMatchObject({
      fname: 'Ana',
      lname: 'Souza',
      phoneNumber: '5035550101',
      assignedAdvisorId: DEMO_USERS.full.id,
      firmGroupId: DEMO_GROUPS.north,
    });
    const [household] = await entitiesRepo(testApi().store).listByOwner(DEMO_FIRM_ID, anaId!);
    expect(household).toMatchObject({ name: 'Ana and João Souza', entityType: 'Individual' });
    expect(household!.ownerIds).toHaveLength(2);
    const hanako = await users().get(
      DEMO_FIRM_ID,
      (await users().idByEmail(DEMO_FIRM_ID, 'hanako@example.org'))!,
    );
    // No group named: the advisor's own.
    expect(hanako).toMatchObject({
      assignedAdvisorId: DEMO_USERS.groupNorth.id,
      firmGroupId: DEMO_GROUPS.north,
    });
    // A quote in a name is refused where it would go into the entity's name.
    expect(await users().idByEmail(DEMO_FIRM_ID, 'dj@example.org')).toBeNull();

    // The report: the file's own columns, the line and why; formula-safe.
    const report = await reportOf('partner', answer.import.id);
    expect(report.status).toBe(200);
    const table = readCsv(report.text as string);
    expect(table[0]).toEqual([...INDIVIDUALS, 'Line', REPORT_REASON_COLUMN]);
    const reasons = table.slice(1).map((row) => [row[0], row.at(-2), row.at(-1)]);
    expect(reasons).toEqual([
      ['Bad', '4', 'Enter a valid email address'],
      ['No', '5', noAdvisorWithEmail('nobody@harborview.example')],
      ['Dwayne "The Rock"', '6', ENTITY_NAME_QUOTE],
      ['No', '9', ROW_EMAIL_REQUIRED],
      ['No', '10', noGroupNamed('East Office')],
      ["'=cmd", '11', noGroupNamed('Nowhere')],
    ]);

    // The importer is told in the bell, once, with a link to the outcome.
    const told = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/notifications`)
      .where('link', '==', importLink(answer.import.id))
      .get();
    expect(told.docs.map((doc) => [doc.get('user_id'), doc.get('text')])).toEqual([
      [
        DEMO_USERS.partner.id,
        'Your client list has been imported: 2 clients added, 6 rows not imported',
      ],
    ]);

    const again = await importAs('partner', clientList([csvFile('clients.csv', content)]), content);
    await testApi().drainQueue();
    expect((await importOf('partner', again.import.id)).progress).toEqual({
      total: 10,
      done: 10,
      created: 0,
      updated: 0,
      unchanged: 4,
      failed: 6,
    });
  });

  it('takes any script and emoji, and refuses control, line-break and direction characters', async () => {
    const content = csvOf(INDIVIDUALS, [
      person('Zoë 🙂', 'שלום 山田', 'zoe.unicode@example.org', { 'Firm Group': 'North Office' }),
      person('Eve', 'Lee\u202Efdp.exe', 'eve.rlo@example.org', { 'Firm Group': 'North Office' }),
      person('Two', 'Lines', 'two.lines@example.org', { City: 'Port\r\nland' }),
    ]);
    const answer = await importAs('full', clientList([csvFile('u.csv', content)]), content);
    await testApi().drainQueue();
    expect((await importOf('full', answer.import.id)).progress).toMatchObject({
      created: 1,
      failed: 2,
    });
    const zoe = await users().idByEmail(DEMO_FIRM_ID, 'zoe.unicode@example.org');
    expect(await users().get(DEMO_FIRM_ID, zoe!)).toMatchObject({
      fname: 'Zoë 🙂',
      lname: 'שלום 山田',
    });
    const table = readCsv((await reportOf('full', answer.import.id)).text as string);
    expect(table.slice(1).map((row) => row.at(-1))).toEqual([
      'Last Name cannot contain text-direction controls',
      'City must be a single line',
    ]);
  });

  it('keeps a retried chunk from making anything twice', async () => {
    const retried = csvOf(INDIVIDUALS, [
      person('Rita', 'Retry', 'rita.retry@example.org', { 'Firm Group': 'North Office' }),
    ]);
    const answer = await importAs('full', clientList([csvFile('r.csv', retried)]), retried);
    await testApi().drainQueue();
    const payload = { firmId: DEMO_FIRM_ID, importId: answer.import.id, file: 0, chunk: 0 };
    // As a retry after the chunk made its rows but before the import ended.
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/imports/${answer.import.id}`)
      .update({ status: 'processing' });
    const outcome = await importListChunk(testApi().deps, payload);
    expect(outcome).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0, failed: [] });
    const ritas = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/users`)
      .where('email', '==', 'rita.retry@example.org')
      .get();
    expect(ritas.size).toBe(1);
    expect((await importOf('full', answer.import.id)).status).toBe('completed');
  });

  it(`imports a list of more than ${ROWS_PER_CHUNK} rows in chunks`, async () => {
    const many = Array.from({ length: ROWS_PER_CHUNK + 5 }, (_, i) =>
      person(`Client${i}`, 'Bulk', `bulk${i}@example.org`, { 'Firm Group': 'North Office' }),
    );
    const bulk = csvOf(INDIVIDUALS, many);
    const answer = await importAs('partner', clientList([csvFile('bulk.csv', bulk)]), bulk);
    await testApi().drainQueue();
    expect(await importOf('partner', answer.import.id)).toMatchObject({
      status: 'completed',
      progress: { total: many.length, done: many.length, created: many.length, failed: 0 },
    });
    expect((await reportOf('partner', answer.import.id)).status).toBe(404);
  });
});

describe('a client list of businesses', () => {
  it('makes each entity with its primary contact, adds one to a contact already here, and finds the ones already there', async () => {
    const rows = [
      {
        'Entity Name': 'Harbor Bakery LLC',
        'Entity Type': 'partnership',
        'Primary Contact First Name': 'Lena',
        'Primary Contact Last Name': 'Baker',
        'Primary Contact Email': 'lena.baker@example.org',
        'Firm Group': 'North Office',
      },
      {
        'Entity Name': 'Harbor Bakery LLC',
        'Entity Type': 'Partnership',
        'Primary Contact First Name': 'Lena',
        'Primary Contact Last Name': 'Baker',
        'Primary Contact Email': 'lena.baker@example.org',
        'Firm Group': 'North Office',
      },
      {
        'Entity Name': 'Second Venture',
        'Entity Type': 'Partnership',
        'Primary Contact First Name': 'Lena',
        'Primary Contact Last Name': 'Baker',
        'Primary Contact Email': 'lena.baker@example.org',
        'Firm Group': 'North Office',
      },
      {
        'Entity Name': 'Typo Corp',
        'Entity Type': 'Corpration',
        'Primary Contact First Name': 'Tim',
        'Primary Contact Last Name': 'Typo',
        'Primary Contact Email': 'tim.typo@example.org',
        'Firm Group': 'North Office',
      },
    ];
    const content = csvOf(BUSINESSES, rows);
    const answer = await importAs(
      'partner',
      { ...clientList([csvFile('b.csv', content)]), listType: 'entities' },
      content,
    );
    await testApi().drainQueue();
    expect((await importOf('partner', answer.import.id)).progress).toEqual({
      total: 4,
      done: 4,
      created: 2,
      updated: 0,
      unchanged: 1,
      failed: 1,
    });
    const lenaId = await users().idByEmail(DEMO_FIRM_ID, 'lena.baker@example.org');
    const owned = await entitiesRepo(testApi().store).listByOwner(DEMO_FIRM_ID, lenaId!);
    // Her second business is hers too, with her advisor and group.
    expect(owned.map((e) => [e.name, e.entityType, e.primaryOwnerId, e.firmGroupId])).toEqual([
      ['Harbor Bakery LLC', 'Partnership', lenaId, DEMO_GROUPS.north],
      ['Second Venture', 'Partnership', lenaId, DEMO_GROUPS.north],
    ]);
    const table = readCsv((await reportOf('partner', answer.import.id)).text as string);
    expect(table.slice(1).map((row) => row.at(-1))).toEqual([noEntityTypeNamed('Corpration')]);
  });
});

describe("the template's other columns, and a list imported again", () => {
  const tagsOf = async (kind: string) =>
    (
      await testApi().store.collection(`firms/${DEMO_FIRM_ID}/tags`).where('kind', '==', kind).get()
    ).docs.map((doc) => ({ id: doc.id, name: doc.get('name') as string }));
  const entityOf = async (userId: string) =>
    (await entitiesRepo(testApi().store).listByOwner(DEMO_FIRM_ID, userId))[0]!;

  it('fills the profile, address, ids and tags, and a changed row updates only what an import made', async () => {
    const first = csvOf(INDIVIDUALS, [
      person('Priya', 'Patel', 'priya.patel@example.org', {
        'Preferred Name': 'Pri',
        Street: '12 Elm St',
        City: 'Portland',
        State: 'OR',
        'Zip Code': '97201',
        Country: 'United States',
        'External ID': 'UT-1001',
        Tags: 'referral; Golf club',
        'Firm Group': 'North Office',
      }),
      person('Bad', 'Country', 'bad.country@example.org', {
        Country: 'France',
        'Firm Group': 'North Office',
      }),
      person('Long', 'Tag', 'long.tag@example.org', {
        Tags: 'x'.repeat(51),
        'Firm Group': 'North Office',
      }),
      // Made by hand in the portal: an import never changes it.
      person('Olivia', 'Martinez', DEMO_USERS.clientOneEntity.email, { 'Preferred Name': 'Liv' }),
    ]);
    const answer = await importAs('partner', clientList([csvFile('p.csv', first)]), first);
    await testApi().drainQueue();
    expect((await importOf('partner', answer.import.id)).progress).toMatchObject({
      created: 1,
      updated: 0,
      unchanged: 1,
      failed: 2,
    });
    const table = readCsv((await reportOf('partner', answer.import.id)).text as string);
    expect(table.slice(1).map((row) => row.at(-1))).toEqual([
      COUNTRY_NOT_KNOWN,
      'A tag name has at most 50 characters',
    ]);

    const priyaId = (await users().idByEmail(DEMO_FIRM_ID, 'priya.patel@example.org'))!;
    const golf = (await tagsOf('contact')).find((tag) => tag.name === 'Golf club');
    expect(golf).toBeDefined();
    expect(await users().get(DEMO_FIRM_ID, priyaId)).toMatchObject({
      preferredName: 'Pri',
      externalUserId: 'UT-1001',
      tagIds: ['t-referral', golf!.id],
    });
    expect((await entityOf(priyaId)).details).toMatchObject({
      street: '12 Elm St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      country: 'US',
      externalEntityId: 'UT-1001',
    });

    // The fixed file: a new preferred name and city, a tag more; blank cells erase nothing.
    const second = csvOf(INDIVIDUALS, [
      person('Priya', 'Patel', 'priya.patel@example.org', {
        'Preferred Name': 'Priya',
        City: 'Salem',
        Tags: 'Prefers phone',
      }),
      person('Olivia', 'Martinez', DEMO_USERS.clientOneEntity.email, { 'Preferred Name': 'Liv' }),
    ]);
    const again = await importAs('partner', clientList([csvFile('p2.csv', second)]), second);
    await testApi().drainQueue();
    expect(await importOf('partner', again.import.id)).toMatchObject({
      status: 'completed',
      progress: { created: 0, updated: 1, unchanged: 1, failed: 0 },
    });
    expect(await users().get(DEMO_FIRM_ID, priyaId)).toMatchObject({
      preferredName: 'Priya',
      externalUserId: 'UT-1001',
      tagIds: ['t-referral', golf!.id, 't-prefers-phone'],
    });
    expect((await entityOf(priyaId)).details).toMatchObject({
      street: '12 Elm St',
      city: 'Salem',
      externalEntityId: 'UT-1001',
    });
    const olivia = await users().get(DEMO_FIRM_ID, DEMO_USERS.clientOneEntity.id);
    expect(olivia!.preferredName).not.toBe('Liv');
    // The same file once more changes nothing.
    const third = await importAs('partner', clientList([csvFile('p2.csv', second)]), second);
    await testApi().drainQueue();
    expect((await importOf('partner', third.import.id)).progress).toMatchObject({
      updated: 0,
      unchanged: 2,
    });
  });

  it("gives a business its emails, external id and the firm's entity tags", async () => {
    const content = csvOf(BUSINESSES, [
      {
        'Entity Name': 'Cedar Consulting',
        'Entity Type': 'Partnership',
        'Business Email': 'office@cedar.example',
        'Other Email': 'books@cedar.example',
        'External Entity ID': 'LAC-77',
        'Primary Contact First Name': 'Cy',
        'Primary Contact Last Name': 'Cedar',
        'Primary Contact Email': 'cy.cedar@example.org',
        'Firm Group': 'North Office',
        Tags: 'vip',
      },
    ]);
    const answer = await importAs(
      'partner',
      { ...clientList([csvFile('c.csv', content)]), listType: 'entities' },
      content,
    );
    await testApi().drainQueue();
    expect((await importOf('partner', answer.import.id)).status).toBe('completed');
    const cyId = (await users().idByEmail(DEMO_FIRM_ID, 'cy.cedar@example.org'))!;
    const cedar = await entityOf(cyId);
    expect(cedar).toMatchObject({ name: 'Cedar Consulting', tagIds: ['t-vip'] });
    expect(cedar.details).toMatchObject({
      businessEmail: 'office@cedar.example',
      otherEmail: 'books@cedar.example',
      externalEntityId: 'LAC-77',
      country: 'US',
    });
    expect((await users().get(DEMO_FIRM_ID, cyId))!.tagIds).toEqual([]);
  });
});

describe('a client list saved as an Excel workbook', () => {
  it('reads the first sheet as the spreadsheet shows it, rows keeping their numbers', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Clients');
    sheet.addRow(['First Name', 'Last Name', 'Email', 'Phone Number', 'Firm Group']);
    sheet.addRow(['Wanda', 'Workbook', 'wanda.workbook@example.org', 5035550199, 'North Office']);
    sheet.addRow([]);
    sheet.addRow(['Bad', 'Row', 'not-an-email', '', 'North Office']);
    sheet.getCell('C5').value = {
      text: 'walt.workbook@example.org',
      hyperlink: 'mailto:walt.workbook@example.org',
    };
    sheet.getCell('A5').value = 'Walt';
    sheet.getCell('B5').value = 'Workbook';
    sheet.getCell('E5').value = 'North Office';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const answer = await importAs(
      'partner',
      clientList([{ name: 'Clients.xlsx', size: bytes.length, contentType: 'application/zip' }]),
      bytes,
    );
    await testApi().drainQueue();
    expect(await importOf('partner', answer.import.id)).toMatchObject({
      status: 'completed_with_errors',
      problems: [],
      progress: { total: 3, created: 2, failed: 1 },
    });
    const wanda = await users().idByEmail(DEMO_FIRM_ID, 'wanda.workbook@example.org');
    expect(await users().get(DEMO_FIRM_ID, wanda!)).toMatchObject({ phoneNumber: '5035550199' });
    expect(await users().idByEmail(DEMO_FIRM_ID, 'walt.workbook@example.org')).not.toBeNull();
    const report = await reportOf('partner', answer.import.id);
    expect(report.headers).toMatchObject({
      'content-disposition': expect.stringContaining('Clients - rows not imported.csv'),
    });
    const table = readCsv(report.text as string);
    expect(table.slice(1).map((row) => [row[0], row.at(-2), row.at(-1)])).toEqual([
      ['Bad', '4', 'Enter a valid email address'],
    ]);
  });
});

describe('sign-in links', () => {
  const mailsTo = async (email: string) =>
    (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
      (item) => item.kind === 'mail' && item.to === email,
    );

  it('mails each new client a link when the importer asks, and none otherwise', async () => {
    const content = csvOf(INDIVIDUALS, [
      person('Lin', 'Link', 'lin.link@example.org', {
        'Spouse First Name': 'Lou',
        'Spouse Email': 'lou.link@example.org',
        'Firm Group': 'North Office',
      }),
    ]);
    const answer = await importAs(
      'partner',
      { ...clientList([csvFile('l.csv', content)]), sendSignInLinks: true },
      content,
    );
    expect(answer.import.send_sign_in_links).toBe(true);
    await testApi().drainQueue();
    const [mail] = await mailsTo('lin.link@example.org');
    expect(mail?.subject).toBe('Harborview Tax & Advisory: sign in to your client portal');
    expect(linkIn(mail!).pathname).toBe('/signin');
    expect(await mailsTo('lou.link@example.org')).toHaveLength(1);

    const quiet = csvOf(INDIVIDUALS, [
      person('Quinn', 'Quiet', 'quinn.quiet@example.org', { 'Firm Group': 'North Office' }),
    ]);
    const without = await importAs('partner', clientList([csvFile('q.csv', quiet)]), quiet);
    expect(without.import.send_sign_in_links).toBe(false);
    await testApi().drainQueue();
    expect((await importOf('partner', without.import.id)).progress).toMatchObject({ created: 1 });
    expect(await mailsTo('quinn.quiet@example.org')).toEqual([]);
  });
});

describe('files that cannot be read', () => {
  it('names each file and why, and fails the import when no row could be read', async () => {
    const noColumns = 'Name,Mail\r\nAda,ada@example.org\r\n';
    const answer = await importAs(
      'partner',
      clientList([csvFile('a.csv', noColumns), csvFile('b.csv', noColumns)]),
      noColumns,
    );
    await testApi().drainQueue();
    const failed = await importOf('partner', answer.import.id);
    const missing = missingColumnsMessage(['First Name', 'Last Name', 'Email']);
    expect(failed).toMatchObject({
      status: 'failed',
      problems: [`a.csv: ${missing}`, `b.csv: ${missing}`],
      progress: { total: 0, done: 0 },
    });
    expect(await reportOf('partner', answer.import.id)).toMatchObject({
      status: 404,
      body: { error: NO_REPORT },
    });
    const told = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/notifications`)
      .where('link', '==', importLink(answer.import.id))
      .get();
    expect(told.docs.map((doc) => doc.get('text'))).toEqual([
      'Your client list could not be imported',
    ]);

    const onlyHeader = `${INDIVIDUALS.join(',')}\r\n`;
    const empty = await importAs('full', clientList([csvFile('e.csv', onlyHeader)]), onlyHeader);
    await testApi().drainQueue();
    expect((await importOf('full', empty.import.id)).problems).toEqual([
      `e.csv: ${EMPTY_CLIENT_LIST}`,
    ]);

    // A spreadsheet saved as a workbook (a zip), not as CSV.
    const xlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
      Buffer.alloc(64),
    ]);
    const notCsv = await importAs(
      'full',
      clientList([{ name: 'list.xlsx', size: xlsx.length, contentType: 'application/zip' }]),
      xlsx,
    );
    await testApi().drainQueue();
    expect((await importOf('full', notCsv.import.id)).problems).toEqual([
      `list.xlsx: ${UNREADABLE_WORKBOOK}`,
    ]);
    // A file that is neither (a picture).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const notList = await importAs(
      'full',
      clientList([{ name: 'list.png', size: png.length, contentType: 'image/png' }]),
      png,
    );
    await testApi().drainQueue();
    expect((await importOf('full', notList.import.id)).problems).toEqual([`list.png: ${NOT_CSV}`]);
  });
});

describe('who sees an import and its report', () => {
  it('is the importer and partners and admins; another advisor gets 404', async () => {
    const content = csvOf(INDIVIDUALS, [person('X', 'Y', '', {})]);
    const answer = await importAs('full', clientList([csvFile('w.csv', content)]), content);
    await testApi().drainQueue();
    expect((await reportOf('full', answer.import.id)).status).toBe(200);
    expect((await reportOf('partner', answer.import.id)).status).toBe(200);
    const other = await http()
      .get(`/api/imports/${answer.import.id}/report/link`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('groupNorth')}`);
    expect(other.status).toBe(404);
  });
});
