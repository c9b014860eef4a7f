// The derived fields behind the Deliver table (spec 3 §2): every filter combination it offers is
// folded into `list_keys` ("y:<year>|s:<status>|r:<reminder off>|m:<reminded>|v:<vouchers paid>|
// g:<group>", each part its value or '*' for "any"), so a page is one range scan over a
// (list_keys, sort field) composite index (firestore.indexes.json; platform/db/keyed-lists.ts).
// A search is looked up by its token in the caller's groups (`search_keys`), and the other filters
// and the whole term are checked on the rows it finds. Each sortable column has a
// field that sorts as the column should.
import {
  currentStatusOf,
  type TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import {
  IDENTITY_STATUSES,
  type IdentityStatus,
} from '@portico/common/signing/identity-verification';
import { progressSort, type Progress } from '@portico/common/tax-returns/delivery-progress';
import { addDigitTokens, addTextTokens, searchText } from '../../kernel/search-tokens';
import { keyCombinations } from '../../platform/db/keyed-lists';

export const ANY = '*';
/** Stands for "no group" inside a key, and for "no vouchers" in the vouchers part. */
export const NONE = '-';

export interface TableSource {
  taxYear: number;
  status: TaxReturnStatus;
  name: string;
  companyName: string;
  companyHash: string;
  externalEntityId: string;
  firmGroupId: string | null;
  advisorName: string | null;
  reminderDisabled: boolean;
  lastReminderSentAt: Date | null;
  signatures: Progress;
  payments: Progress;
  vouchers: Progress;
  identityStatus: IdentityStatus | null;
}

export interface TableFields {
  list_keys: string[];
  search_keys: string[];
  search_text: string;
  /** '1' every voucher paid, '0' one still unpaid, '-' no vouchers. */
  vouchers_paid: '1' | '0' | '-';
  reminded: boolean;
  current_status: string;
  sort_company: string;
  sort_name: string;
  sort_advisor: string;
  signature_sort: number;
  payment_sort: number;
  identity_sort: number;
}

/** The flag's part of a key. */
const flag = (on: boolean) => (on ? '1' : '0');

export const vouchersPaidOf = (v: Progress): TableFields['vouchers_paid'] =>
  v.total === 0 ? NONE : v.done === v.total ? '1' : '0';

/** Identity checks sort in the order they advance; returns asking none sort first. */
const identitySort = (status: IdentityStatus | null) =>
  status === null ? -1 : IDENTITY_STATUSES.indexOf(status);

const sortText = (text: string | null) => (text ?? '').trim().toLowerCase();

export function tableFields(r: TableSource): TableFields {
  const vouchersPaid = vouchersPaidOf(r.vouchers);
  const reminded = r.lastReminderSentAt !== null;
  const tokens = new Set<string>();
  addTextTokens(r.companyName, tokens);
  addTextTokens(r.name, tokens);
  addTextTokens(r.externalEntityId, tokens);
  addDigitTokens(r.externalEntityId, tokens);
  const scopes = [`g:${r.firmGroupId ?? NONE}`, `g:${ANY}`];
  return {
    list_keys: keyCombinations([
      [`y:${r.taxYear}`, `y:${ANY}`],
      [`s:${r.status}`, `s:${ANY}`],
      [`r:${flag(r.reminderDisabled)}`, `r:${ANY}`],
      [`m:${flag(reminded)}`, `m:${ANY}`],
      [`v:${vouchersPaid}`, `v:${ANY}`],
      [`g:${r.firmGroupId ?? NONE}`, `g:${ANY}`],
    ]),
    search_keys: [...tokens].flatMap((token) => scopes.map((scope) => `${scope}|q:${token}`)),
    search_text: searchText([r.companyName, r.name, r.externalEntityId]),
    vouchers_paid: vouchersPaid,
    reminded,
    current_status: currentStatusOf(r.status),
    sort_company: sortText(r.companyName),
    sort_name: sortText(r.name),
    sort_advisor: sortText(r.advisorName),
    signature_sort: progressSort(r.signatures),
    payment_sort: progressSort(r.payments),
    identity_sort: identitySort(r.identityStatus),
  };
}

export interface TableFilter {
  year: number | null;
  status: TaxReturnStatus | null;
  reminderDisabled: boolean | null;
  reminded: boolean | null;
  vouchersPaid: boolean | null;
  /** The groups to look in (NONE for "no group"); null for any. */
  groups: string[] | null;
}

const part = (value: boolean | null) => (value === null ? ANY : flag(value));

/** The key lists to look up: one per group (a row has one group, so they match apart). */
export function tableFilterKeys(f: TableFilter): string[][] {
  return (f.groups ?? [ANY]).map((group) => [
    `y:${f.year ?? ANY}|s:${f.status ?? ANY}|r:${part(f.reminderDisabled)}|m:${part(f.reminded)}|v:${part(f.vouchersPaid)}|g:${group}`,
  ]);
}

/** A search's keys: the token in each group (the other filters are checked on the rows found). */
export const tableSearchKeys = (f: TableFilter, token: string): string[][] =>
  (f.groups ?? [ANY]).map((group) => [`g:${group}|q:${token}`]);
