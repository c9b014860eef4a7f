// Rollover items CSVs imported on the spot (issue 49): each row the prior-year item, for the
// import's year, of the entity the firm's tax software knows by the row's external entity id; rows
// of no such entity (or one the importer does not see) reported with why; a second import making
// nothing new and a changed rollover flag updating the item the import made.
import { describe, expect, it } from 'vitest';
import { ROLLOVER_ROW_MESSAGES } from '@portico/common/imports/rollover-items-rows';
import { IMPORT_STARTED, type ImportDto } from '@portico/common/imports/imports';
import type { RolloverItemDto } from '@portico/common/questionnaires/rollover-items';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { csvFile, entityKnownAs, importCalls } from '../../../test/support/imports';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const { auth, importAs, reportRows } = importCalls(testApi, http);

/** A client's entity the tax software knows as `externalId`; its id. */
const entityWithExternalId = async (externalId: string, groupId?: string) =>
  (await entityKnownAs(testApi, { external_entity_id: externalId }, groupId)).id;

const rolloverCsv = (rows: string[][], header = true) =>
  [
    ...(header
      ? [['Client', 'External Entity ID', 'Type', 'Form', 'Detail', 'Due', 'Rollover']]
      : []),
    ...rows,
  ]
    .map((cells) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n') + '\r\n';

async function importRollover(content: string, year = 2024) {
  const answer = await importAs(
    'partner',
    { documentType: 'rollover_items_csv', year, files: [csvFile('rollover.csv', content)] },
    content,
  );
  await testApi().drainQueue();
  const res = await http()
    .get(`/api/imports/${answer.import.id}`)
    .set('Authorization', await auth('partner'));
  return { answer, done: (res.body as { import: ImportDto }).import };
}

/** The entity's items of the year, by name (items imported at one moment have no other order). */
async function itemsOf(companyId: string, year = 2024): Promise<RolloverItemDto[]> {
  const partner = await testApi().as('partner');
  const res = await partner.get(`companies/${companyId}/rollover_items?year=${year}`);
  expect(res.status).toBe(200);
  return (res.body as { items: RolloverItemDto[] }).items.sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

describe('a rollover items CSV', () => {
  it('adds each row as its entity’s prior-year item, reports the rest, and a second run adds nothing', async () => {
    const tag = Date.now().toString(36);
    const acme = await entityWithExternalId(`EXT-A-${tag}`);
    const beta = await entityWithExternalId(`EXT-B-${tag}`);
    const south = await entityWithExternalId(`EXT-S-${tag}`, DEMO_GROUPS.south);
    const content = rolloverCsv([
      ['Acme', `EXT-A-${tag}`, 'Individual', 'W-2', 'W-2 from Acme Corp', '04/15/2025', 'Y'],
      ['Acme', `EXT-A-${tag}`, 'Individual', '1099-INT', '', '', 'N'],
      ['Beta', `EXT-B-${tag}`, 'Individual', '1098', 'Mortgage interest 🏠', '', 'y'],
      ['Nobody', `EXT-X-${tag}`, 'Individual', 'W-2', '', '', 'Y'],
      ['Acme', '', 'Individual', 'W-2', '', '', 'Y'],
      ['Acme', `EXT-A-${tag}`, 'Individual', 'K-1', '', '', 'maybe'],
      ['South', `EXT-S-${tag}`, 'Individual', 'W-2', '', '', 'Y'],
    ]);
    const { answer, done } = await importRollover(content);
    expect(answer.message).toBe(IMPORT_STARTED);
    expect(done.status).toBe('completed_with_errors');
    expect(done.progress).toMatchObject({ total: 7, created: 4, failed: 3 });

    expect(
      (await itemsOf(acme)).map((i) => [
        i.name,
        i.source,
        i.do_not_rollover,
        i.line_items.map((l) => `${l.category}: ${l.value}`),
      ]),
    ).toEqual([
      ['1099-INT', 'import', true, []],
      ['W-2 from Acme Corp', 'import', false, ['Form: W-2']],
    ]);
    expect((await itemsOf(beta)).map((i) => i.name)).toEqual(['Mortgage interest 🏠']);
    // The partner sees every group: the south entity's item is made too.
    expect((await itemsOf(south)).map((i) => i.name)).toEqual(['W-2']);

    // The report: the file's own columns, the line and why.
    const report = await reportRows('partner', answer.import.id);
    expect(report.slice(1).map((row) => row.slice(-2))).toEqual([
      ['5', `No entity of yours has the external entity ID EXT-X-${tag}`],
      ['6', ROLLOVER_ROW_MESSAGES.externalIdRequired],
      ['7', ROLLOVER_ROW_MESSAGES.rolloverYesOrNo],
    ]);

    // The bell tells the importer.
    const partner = await testApi().as('partner');
    const notices = (await partner.get('notifications')).body as NotificationsPageDto;
    expect(notices.notifications.map((n) => n.text)).toContain(
      'Your rollover items file has been imported: 4 prior-year items added, 3 rows not imported',
    );

    // Again: nothing new; the W-2 now not to roll over is updated.
    const again = await importRollover(
      rolloverCsv([
        ['Acme', `EXT-A-${tag}`, 'Individual', 'W-2', 'W-2 from Acme Corp', '', 'N'],
        ['Acme', `EXT-A-${tag}`, 'Individual', '1099-INT', '', '', 'N'],
      ]),
    );
    expect(again.done.progress).toMatchObject({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    expect((await itemsOf(acme)).map((i) => [i.name, i.do_not_rollover])).toEqual([
      ['1099-INT', true],
      ['W-2 from Acme Corp', true],
    ]);
  });

  it('reads a file without a header, leaves an item added by hand as it is, and keeps to the year', async () => {
    const tag = Date.now().toString(36);
    const gamma = await entityWithExternalId(`EXT-G-${tag}`);
    const partner = await testApi().as('partner');
    const byHand = await partner.post('rollover_items', {
      company_id: gamma,
      year: 2023,
      name: 'Brokerage 1099',
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    const { done } = await importRollover(
      rolloverCsv(
        [
          ['Gamma', `EXT-G-${tag}`, 'Individual', '1099-B', 'Brokerage 1099', '', 'N'],
          ['Gamma', `EXT-G-${tag}`, 'Individual', 'W-2', '', '', ''],
        ],
        false,
      ),
      2023,
    );
    expect(done.progress).toMatchObject({ total: 2, created: 1, unchanged: 1, failed: 0 });
    expect((await itemsOf(gamma, 2023)).map((i) => [i.name, i.source, i.do_not_rollover])).toEqual([
      ['Brokerage 1099', 'firm', false],
      ['W-2', 'import', false],
    ]);
    expect(await itemsOf(gamma, 2024)).toEqual([]);
  });

  it('fails, and says so, when the file has no rows', async () => {
    const { done } = await importRollover(rolloverCsv([]));
    expect(done.status).toBe('failed');
    expect(done.problems).toEqual(['rollover.csv: The file has no rows below its header']);
    const partner = await testApi().as('partner');
    const notices = (await partner.get('notifications')).body as NotificationsPageDto;
    expect(notices.notifications.map((n) => n.text)).toContain(
      'Your rollover items file could not be imported',
    );
  });
});
