// A rollover items CSV (spec 3 §9): the columns in the spec's order — client name (unused),
// external entity id, entity type (unused), form name, detailed name, due date (unused), rollover
// to next year (Y/N) — read by position, a header row (its rollover cell not Y or N, or its second
// naming the external id) skipped.
// Each row becomes a prior-year item of the entity with that external id, for the import's year.
import { textProblem } from '../input/text-rules';
import { EMPTY_CLIENT_LIST, type ClientListRow } from './client-list-rows';

export const ROLLOVER_CSV_COLUMNS = [
  'Client Name',
  'External Entity ID',
  'Entity Type',
  'Form Name',
  'Detailed Name',
  'Due Date',
  'Rollover',
] as const;

export const ROLLOVER_CSV_HINT =
  'Columns, in order: client name, external entity id, entity type, form name, detailed name, due date, rollover to next year (Y/N).';

export const ROLLOVER_ROW_MESSAGES = {
  externalIdRequired: 'External Entity ID is required',
  nameRequired: 'Form Name or Detailed Name is required',
  rolloverYesOrNo: 'Rollover must be Y or N',
  tooLong: 'The item name can be at most 200 characters',
} as const;

export const noEntityWithExternalId = (id: string) =>
  `No entity of yours has the external entity ID ${id}`;

/** One row: its line (the first is line 1) and its cells by column, as a client list's. */
export type RolloverRow = ClientListRow;

const yesOrNo = (cell: string) => /^(y|yes|n|no)?$/i.test(cell.trim());

/** The file's rows, a header row skipped; or why there are none. */
export function rolloverItemRows(
  table: readonly string[][],
): { rows: RolloverRow[]; hasHeader: boolean } | { problem: string } {
  const first = table[0];
  const header =
    first !== undefined && (!yesOrNo(first[6] ?? '') || /external|entity id/i.test(first[1] ?? ''))
      ? 1
      : 0;
  const rows = table.slice(header).flatMap((cells, index) =>
    cells.every((cell) => cell.trim() === '')
      ? []
      : [
          {
            line: index + 1 + header,
            cells: Object.fromEntries(
              ROLLOVER_CSV_COLUMNS.map((column, at) => [column, (cells[at] ?? '').trim()]),
            ),
          },
        ],
  );
  return rows.length === 0 ? { problem: EMPTY_CLIENT_LIST } : { rows, hasHeader: header === 1 };
}

/** What a row asks for: the entity by external id, the item's name and form, and whether it rolls over. */
export interface RolloverRowItem {
  externalEntityId: string;
  name: string;
  /** The form, kept as the item's line item when the detailed name names the item. */
  form: string;
  doNotRollover: boolean;
}

/** The row's item, or why it cannot be one. */
export function rolloverRowItem({ cells }: RolloverRow): RolloverRowItem | { problem: string } {
  for (const [column, value] of Object.entries(cells)) {
    const problem = textProblem(value, column, 'one');
    if (problem) return { problem };
  }
  const externalEntityId = cells['External Entity ID']!;
  const form = cells['Form Name']!;
  const name = cells['Detailed Name'] || form;
  if (!externalEntityId) return { problem: ROLLOVER_ROW_MESSAGES.externalIdRequired };
  if (!name) return { problem: ROLLOVER_ROW_MESSAGES.nameRequired };
  if (Array.from(name).length > 200) return { problem: ROLLOVER_ROW_MESSAGES.tooLong };
  const rollover = cells.Rollover!;
  if (!yesOrNo(rollover)) return { problem: ROLLOVER_ROW_MESSAGES.rolloverYesOrNo };
  return {
    externalEntityId,
    name,
    form: cells['Detailed Name'] ? form : '',
    doNotRollover: /^n/i.test(rollover),
  };
}
