import { describe, expect, it } from 'vitest';
import {
  ROLLOVER_ROW_MESSAGES,
  rolloverItemRows,
  rolloverRowItem,
  type RolloverRow,
} from './rollover-items-rows';

const row = (cells: string[]) => {
  const read = rolloverItemRows([cells]);
  if ('problem' in read) throw new Error(read.problem);
  return read.rows[0] as RolloverRow;
};

describe('rollover items CSV rows', () => {
  it('skips a header row, by its rollover cell or its external id column', () => {
    const data = ['Acme', 'E1', 'Individual', 'W-2', '', '', 'Y'];
    expect(rolloverItemRows([['a', 'b', 'c', 'd', 'e', 'f', 'Rollover'], data])).toMatchObject({
      hasHeader: true,
      rows: [{ line: 2 }],
    });
    expect(rolloverItemRows([['Client', 'External ID', 'Type', 'Form'], data])).toMatchObject({
      hasHeader: true,
    });
    expect(rolloverItemRows([data])).toMatchObject({ hasHeader: false, rows: [{ line: 1 }] });
    expect(rolloverItemRows([['Client', 'External ID', '', '', '', '', 'Y/N']])).toEqual({
      problem: 'The file has no rows below its header',
    });
  });

  it('names the item by its detailed name, the form kept, or by the form alone', () => {
    expect(rolloverRowItem(row(['A', 'E1', '', 'W-2', 'W-2 from Acme', '', 'n']))).toEqual({
      externalEntityId: 'E1',
      name: 'W-2 from Acme',
      form: 'W-2',
      doNotRollover: true,
    });
    expect(rolloverRowItem(row(['A', 'E1', '', '1098', '', '', '']))).toEqual({
      externalEntityId: 'E1',
      name: '1098',
      form: '',
      doNotRollover: false,
    });
  });

  it('says what a row lacks', () => {
    expect(rolloverRowItem(row(['A', '', '', 'W-2', '', '', 'Y']))).toEqual({
      problem: ROLLOVER_ROW_MESSAGES.externalIdRequired,
    });
    expect(rolloverRowItem(row(['A', 'E1', '', '', '', '', 'Y']))).toEqual({
      problem: ROLLOVER_ROW_MESSAGES.nameRequired,
    });
    expect(rolloverRowItem(row(['A', 'E1', '', 'W-2', 'x'.repeat(201), '', 'Y']))).toEqual({
      problem: ROLLOVER_ROW_MESSAGES.tooLong,
    });
    expect(rolloverRowItem(row(['A', 'E1', '', 'W-2', 'a\u0007b', '', 'Y']))).toEqual({
      problem: 'Detailed Name cannot contain control characters',
    });
  });
});
