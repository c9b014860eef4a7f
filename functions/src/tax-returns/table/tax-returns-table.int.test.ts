// The Deliver table (spec 3 §2, §7 "Paged list", §9): every sortable column sorts on the server
// both ways, the filters and the search narrow it, pages say where they are, and the caller's
// group scope holds in the query itself; an entity's rename and new advisor reach its rows.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TAX_RETURN_SORT_FIELDS,
  type TaxReturnPageDto,
} from '@portico/common/tax-returns/tax-returns-list';
import {
  createFixtureTaxReturns,
  type TaxReturnFixtureOptions,
} from '@portico/local-runtime/dev/tax-return-fixtures';
import { DEMO_COMPANIES, DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();
type Role = Parameters<ReturnType<typeof testApi>['tokenFor']>[0];

async function table(query: Record<string, string | number | boolean>, role: Role = 'partner') {
  const res = await (
    await testApi().as(role)
  ).get(
    `tax_returns/get_paginated_tax_returns?${new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    )}`,
  );
  return res;
}
const page = async (query: Record<string, string | number | boolean>, role: Role = 'partner') => {
  const res = await table(query, role);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as TaxReturnPageDto;
};
const names = (p: TaxReturnPageDto) => p.tax_returns.map((r) => r.tax_return_name);

const make = (options: TaxReturnFixtureOptions) =>
  createFixtureTaxReturns(testApi().store, () => testApi().clock.now(), options);

beforeAll(async () => {
  // Olivia (north group, Tom Becker): 2025 and 2024; the Whitfields (south): 2025.
  await make({
    companyId: DEMO_COMPANIES.olivia.id,
    returns: [
      {
        name: 'Olivia 2025 Form 1040',
        status: 'sent',
        updatedMinutesAgo: 5,
        signatures: { done: 0, total: 2 },
        vouchers: { done: 1, total: 2 },
        remindedMinutesAgo: 60,
      },
      {
        name: 'Olivia 2024 Form 1040',
        taxYear: 2024,
        status: 'finished',
        updatedMinutesAgo: 50,
        signatures: { done: 2, total: 2 },
        vouchers: { done: 2, total: 2 },
      },
    ],
  });
  await make({
    companyId: DEMO_COMPANIES.whitfieldHousehold.id,
    returns: [
      {
        name: 'Whitfield 2025 Form 1040',
        status: 'action_required',
        updatedMinutesAgo: 1,
      },
      {
        name: 'Whitfield 2025 Amended',
        status: 'signed',
        updatedMinutesAgo: 30,
        reminderDisabled: true,
        signatures: { done: 1, total: 1 },
      },
    ],
  });
  await make({
    companyId: DEMO_COMPANIES.whitfieldLandscaping.id,
    returns: Array.from({ length: 12 }, (_, i) => ({
      name: `Landscaping return ${String(i + 1).padStart(2, '0')}`,
      status: 'sent' as const,
      updatedMinutesAgo: 100 + i,
      signatures: { done: i % 3, total: 3 },
    })),
  });
});

describe('the Deliver table', () => {
  it('pages the firm’s returns newest update first, with where the page is', async () => {
    const first = await page({});
    expect(first.meta).toEqual({ current_page: 1, total_count: 16, total_pages: 2 });
    expect(names(first).slice(0, 4)).toEqual([
      'Whitfield 2025 Form 1040',
      'Olivia 2025 Form 1040',
      'Whitfield 2025 Amended',
      'Olivia 2024 Form 1040',
    ]);
    const second = await page({ page: 2 });
    expect(second.meta.current_page).toBe(2);
    expect(names(second)).toEqual(
      [7, 8, 9, 10, 11, 12].map((n) => `Landscaping return ${String(n).padStart(2, '0')}`),
    );
    const row = first.tax_returns.find((r) => r.tax_return_name === 'Olivia 2025 Form 1040')!;
    expect(row).toMatchObject({
      company_name: 'Olivia Martinez',
      company_hash: DEMO_COMPANIES.olivia.hashId,
      tax_year: 2025,
      status: 'sent',
      current_status: 'others',
      assigned_advisor_id: DEMO_USERS.groupNorth.id,
      assigned_advisor: 'Tom Becker',
      signatures: { done: 0, total: 2 },
      payments: { done: 1, total: 2 },
    });
    expect(row.signatures.tooltip.title).toBe('2 signature(s) still needed on these forms:');
    expect(row.last_reminder_sent_at).not.toBeNull();
    expect(Object.keys(row)).not.toContain('list_keys');
    expect((await page({ per_page: 50 })).tax_returns).toHaveLength(16);
  });

  it('sorts every column both ways on the server', async () => {
    for (const sort_by of TAX_RETURN_SORT_FIELDS) {
      const asc = names(await page({ sort_by, sort_direction: 'asc', per_page: 50 }));
      const desc = names(await page({ sort_by, sort_direction: 'desc', per_page: 50 }));
      expect(asc, sort_by).toHaveLength(16);
      expect(new Set(asc), sort_by).toEqual(new Set(desc));
    }
    const byCompany = await page({ sort_by: 'company_name', sort_direction: 'asc', per_page: 50 });
    expect(byCompany.tax_returns.map((r) => r.company_name).slice(0, 2)).toEqual([
      'James and Sarah Whitfield',
      'James and Sarah Whitfield',
    ]);
    expect(byCompany.tax_returns.at(-1)!.company_name).toBe('Whitfield Landscaping LLC');
    // Signatures: still missing first, then more asked, then more done (spec 3 §9).
    const bySignatures = await page({ sort_by: 'signatures', sort_direction: 'asc', per_page: 50 });
    const progress = bySignatures.tax_returns.map(
      (r) => `${r.signatures.done}/${r.signatures.total}`,
    );
    expect(progress).toEqual([
      '2/3',
      '2/3',
      '2/3',
      '2/3',
      '1/3',
      '1/3',
      '1/3',
      '1/3',
      '0/3',
      '0/3',
      '0/3',
      '0/3',
      '0/2',
      '2/2',
      '1/1',
      '0/0',
    ]);
    const byName = await page({ sort_by: 'tax_return_name', sort_direction: 'desc' });
    expect(names(byName)[0]).toBe('Whitfield 2025 Form 1040');
    const reminded = await page({ sort_by: 'last_reminder_sent_at', sort_direction: 'desc' });
    expect(names(reminded)[0]).toBe('Olivia 2025 Form 1040');
  });

  it('filters by year, status, reminders and voucher payments', async () => {
    expect(names(await page({ year: 2024 }))).toEqual(['Olivia 2024 Form 1040']);
    expect(names(await page({ status: 'signed' }))).toEqual(['Whitfield 2025 Amended']);
    expect(names(await page({ reminder_disabled: true }))).toEqual(['Whitfield 2025 Amended']);
    expect(names(await page({ reminder_sent: true }))).toEqual(['Olivia 2025 Form 1040']);
    expect(names(await page({ voucher_payments_made: true }))).toEqual(['Olivia 2024 Form 1040']);
    expect(names(await page({ voucher_payments_made: false }))).toEqual(['Olivia 2025 Form 1040']);
    const none = await page({ year: 2024, status: 'sent' });
    expect(none).toEqual({
      tax_returns: [],
      meta: { current_page: 1, total_count: 0, total_pages: 0 },
    });
  });

  it('searches the entity’s and the return’s names, with the filters and any sort', async () => {
    const found = await page({
      search_term: 'whitf',
      sort_by: 'tax_return_name',
      sort_direction: 'asc',
      per_page: 50,
    });
    expect(found.meta.total_count).toBe(14);
    expect(names(found).slice(0, 2)).toEqual(['Landscaping return 01', 'Landscaping return 02']);
    expect(names(await page({ search_term: 'Amended' }))).toEqual(['Whitfield 2025 Amended']);
    expect(
      names(
        await page({
          search_term: 'landscaping return 1',
          sort_by: 'tax_return_name',
          sort_direction: 'desc',
        }),
      ),
    ).toEqual(['Landscaping return 12', 'Landscaping return 11', 'Landscaping return 10']);
    expect(names(await page({ search_term: 'martínez', year: 2025 }))).toEqual([
      'Olivia 2025 Form 1040',
    ]);
    expect(names(await page({ search_term: 'whitfield', status: 'signed' }))).toEqual([
      'Whitfield 2025 Amended',
    ]);
    expect(names(await page({ search_term: 'zzzz' }))).toEqual([]);
  });

  it('shows a group-limited advisor their groups’ returns only, and nobody else’s firm', async () => {
    const north = await page({ per_page: 50 }, 'groupNorth');
    expect(new Set(north.tax_returns.map((r) => r.company_name))).toEqual(
      new Set(['Olivia Martinez']),
    );
    expect((await page({ search_term: 'whitfield' }, 'groupNorth')).meta.total_count).toBe(0);
    // Lakeside delivers nothing: its partner is refused, whatever Harborview has.
    expect((await table({}, 'otherFirmPartner')).status).toBe(403);
    const client = await table({}, 'clientOneEntity');
    expect(client.status).toBe(403);
    expect((await table({ per_page: 25 })).status).toBe(400);
    expect((await table({ sort_by: 'select' })).body.error).toMatch(/sort_by must be one of/);
  });

  it('follows the entity’s new name and advisor', async () => {
    const partner = await testApi().as('partner');
    const entity = await partner.get(`companies/${DEMO_COMPANIES.whitfieldHousehold.id}`);
    const renamed = await partner.patch(`companies/${DEMO_COMPANIES.whitfieldHousehold.id}`, {
      name: 'Whitfield Household 🏡',
      entity_type: entity.body.entity_type,
      assigned_advisor_id: DEMO_USERS.groupNorth.id,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const found = await page({ search_term: 'household' });
    expect(found.tax_returns.map((r) => [r.company_name, r.assigned_advisor])).toEqual([
      ['Whitfield Household 🏡', 'Tom Becker'],
      ['Whitfield Household 🏡', 'Tom Becker'],
    ]);
  });

  it('is closed while the firm has delivery off', async () => {
    await testApi().store.doc(`firms/${DEMO_FIRM_ID}`).update({
      'preferences.new_tax_return_delivery_enabled': false,
    });
    const res = await table({});
    expect([res.status, res.body.error]).toEqual([
      403,
      'Tax return delivery is not turned on for this firm',
    ]);
  });
});
