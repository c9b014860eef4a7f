import { describe, expect, it } from 'vitest';
import { createClientSchema, INDIVIDUAL } from '../people/create-client';
import { DEFAULT_TIME_ZONE } from '../firm/time-zones';
import { ENTITY_NAME_SLASH } from '../people/profile-schema';
import {
  clientListRowInput,
  clientListRows,
  EMPTY_CLIENT_LIST,
  missingColumnsMessage,
  phoneDigits,
  rowTextProblem,
} from './client-list-rows';
import { LIST_TEMPLATE_COLUMNS } from './imports';

describe('clientListRows', () => {
  it('matches the template columns whatever their case, spacing and order, and numbers the lines', () => {
    const table = [
      ['email', ' LAST  name', 'First Name', 'Notes'],
      ['amy@example.com', 'Ng', 'Amy', 'ignored'],
      ['bo@example.com', 'Li'],
    ];
    const result = clientListRows('individuals', table);
    expect(result).toMatchObject({
      rows: [
        { line: 2, cells: { 'First Name': 'Amy', 'Last Name': 'Ng', Email: 'amy@example.com' } },
        { line: 3, cells: { 'First Name': '', 'Last Name': 'Li', Email: 'bo@example.com' } },
      ],
    });
    if (!('rows' in result)) throw new Error('no rows');
    expect(Object.keys(result.rows[0]!.cells)).toEqual(LIST_TEMPLATE_COLUMNS.individuals);
  });

  it('names the required columns a file lacks, and refuses a file without rows', () => {
    expect(clientListRows('entities', [['Entity Name', 'Primary Contact Email']])).toEqual({
      problem: missingColumnsMessage([
        'Entity Type',
        'Primary Contact First Name',
        'Primary Contact Last Name',
      ]),
    });
    expect(clientListRows('individuals', [['First Name', 'Last Name', 'Email']])).toEqual({
      problem: EMPTY_CLIENT_LIST,
    });
    expect(clientListRows('individuals', [])).toEqual({ problem: EMPTY_CLIENT_LIST });
  });
});

describe('clientListRowInput', () => {
  /** A row of `columns`, each cell named by its column (the others blank). */
  const rowOf = (columns: readonly string[], cells: Record<string, string>) =>
    columns.map((column) => cells[column] ?? '');
  const firstRow = (listType: 'individuals' | 'entities', cells: Record<string, string>) => {
    const columns =
      LIST_TEMPLATE_COLUMNS[listType === 'individuals' ? 'individuals' : 'businesses'];
    const read = clientListRows(listType, [[...columns], rowOf(columns, cells)]);
    if (!('rows' in read)) throw new Error(read.problem);
    return read.rows[0]!;
  };

  it('makes an individual with a spouse into what Create User and Entity checks', async () => {
    const row = firstRow('individuals', {
      'First Name': 'Amélie',
      'Last Name': '山田',
      Email: 'AMY@Example.com',
      'Phone Number': '+1 (555) 010-2030',
      'Spouse First Name': 'José',
      'Assigned Advisor Email': 'Adv@Firm.com',
      'Firm Group': 'North',
    });
    const { input, advisorEmail, groupName } = clientListRowInput('individuals', row);
    expect(advisorEmail).toBe('adv@firm.com');
    expect(groupName).toBe('North');
    const checked = await createClientSchema.validate({ ...input, assigned_advisor_id: 'a1' });
    expect(checked).toMatchObject({
      fname: 'Amélie',
      lname: '山田',
      email: 'amy@example.com',
      phone_number: '5550102030',
      entity_type: INDIVIDUAL,
      add_spouse: true,
      spouse_fname: 'José',
      // A spouse without a last name of their own shares the client's.
      spouse_lname: '山田',
      time_zone: DEFAULT_TIME_ZONE,
    });
  });

  it('makes a business from its primary contact, and the schema refuses a bad row', async () => {
    const row = firstRow('entities', {
      'Entity Name': 'Acme/Co',
      'Entity Type': 'LLC',
      'External Entity ID': 'X-1',
      'Primary Contact First Name': 'Ann',
      'Primary Contact Last Name': 'Lee',
      'Primary Contact Email': 'not-an-email',
      'Primary Contact Phone Number': '555',
    });
    const { input } = clientListRowInput('entities', row);
    expect(input).toMatchObject({ entity_name: 'Acme/Co', entity_type: 'LLC', fname: 'Ann' });
    await expect(
      createClientSchema.validate({ ...input, assigned_advisor_id: 'a1' }, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Enter a valid email address',
        'Enter a complete phone number',
        ENTITY_NAME_SLASH,
      ]),
    });
  });

  it('takes any script and emoji, and names the column whose text breaks the rules', () => {
    const fine = firstRow('individuals', { 'First Name': 'Zoë 🙂', 'Last Name': 'שלום 山田' });
    expect(rowTextProblem(fine)).toBeNull();
    expect(rowTextProblem(firstRow('individuals', { 'Last Name': 'Lee\u202Efdp.exe' }))).toBe(
      'Last Name cannot contain text-direction controls',
    );
    expect(rowTextProblem(firstRow('individuals', { City: 'Two\r\nlines' }))).toBe(
      'City must be a single line',
    );
    expect(rowTextProblem(firstRow('individuals', { Email: 'a\u0007@b.example' }))).toBe(
      'Email cannot contain control characters',
    );
  });

  it('keeps ten digits of a phone number, dropping a leading US 1', () => {
    expect(phoneDigits('1-555-010-2030')).toBe('5550102030');
    expect(phoneDigits('(555) 010 2030')).toBe('5550102030');
    expect(phoneDigits('')).toBe('');
  });
});
