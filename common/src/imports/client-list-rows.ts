// A client list as rows to create (issue 49): the file's header is matched to the template's
// columns (LIST_TEMPLATE_COLUMNS, case and spacing aside, in any order), and each row
// becomes what Create User and Entity takes (createClientSchema checks it, as it checks the
// dialog), plus the advisor and group it names by email and name.
import { DEFAULT_TIME_ZONE } from '../firm/time-zones';
import { textProblem } from '../input/text-rules';
import { INDIVIDUAL, type CreateClientInput } from '../people/create-client';
import { LIST_TEMPLATE_COLUMNS, type ListTemplate, type ClientListType } from './imports';

/** The template a list type's file follows. */
export const templateOfListType = (listType: ClientListType): ListTemplate =>
  listType === 'individuals' ? 'individuals' : 'businesses';

/** The columns a row cannot do without (the rest may be absent or blank). */
export const REQUIRED_LIST_COLUMNS: Record<ListTemplate, readonly string[]> = {
  individuals: ['First Name', 'Last Name', 'Email'],
  businesses: [
    'Entity Name',
    'Entity Type',
    'Primary Contact First Name',
    'Primary Contact Last Name',
    'Primary Contact Email',
  ],
  staff: ['First Name', 'Last Name', 'Email'],
};

export const EMPTY_CLIENT_LIST = 'The file has no rows below its header';
export const NOT_CSV =
  'The file is not a CSV file or an Excel workbook (.xlsx). Save it as CSV (comma separated) and import it again.';
export const UNREADABLE_WORKBOOK =
  'The workbook could not be read. Save it again from Excel, or as CSV, and import it again.';
/** A workbook is read whole: a client list of 20,000 rows is far smaller. */
export const MAX_WORKBOOK_BYTES = 10 * 1024 * 1024;
export const WORKBOOK_TOO_LARGE =
  'The workbook is larger than 10 MB. Save its client list as CSV and import that.';
/** How many rows one file of a client list may have. */
export const MAX_CLIENT_LIST_ROWS = 20_000;
export const TOO_MANY_ROWS = `The file has more than ${MAX_CLIENT_LIST_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;

// Why a row was not imported (the report's Reason column).
export const ROW_EMAIL_REQUIRED = 'Email is required';
export const ASSIGNEE_GONE = "The import's assignee is no longer on your firm's staff";
export const noAdvisorWithEmail = (email: string) =>
  `No staff member of your firm has the email ${email}`;
export const noGroupNamed = (name: string) => `Your firm has no group named ${name}`;
export const noEntityTypeNamed = (name: string) => `Your firm has no entity type named ${name}`;

/** The report of a file's rows not imported: its columns, then why. */
export const REPORT_REASON_COLUMN = 'Reason not imported';
export const failedRowsFileName = (fileName: string) =>
  `${fileName.replace(/\.(csv|xlsx)$/i, '')} - rows not imported.csv`;
export const missingColumnsMessage = (columns: readonly string[], template?: ListTemplate) =>
  `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}. Download the template to see the columns a ${template === 'staff' ? 'staff' : 'client'} list needs.`;

/** One row of the file: its line (the header is line 1) and its cells by template column. */
export interface ClientListRow {
  line: number;
  cells: Record<string, string>;
}

const columnKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** A client list's rows by its list type's template (templateRows). */
export const clientListRows = (listType: ClientListType, table: readonly string[][]) =>
  templateRows(templateOfListType(listType), table);

/**
 * The file's rows by template column, or the columns it lacks. Columns the template does not have
 * are ignored (a firm's own export may carry more).
 */
export function templateRows(
  template: ListTemplate,
  table: readonly string[][],
): { rows: ClientListRow[] } | { problem: string } {
  const [header, ...body] = table;
  if (!header) return { problem: EMPTY_CLIENT_LIST };
  const at = new Map(header.map((name, index) => [columnKey(name), index]));
  const missing = REQUIRED_LIST_COLUMNS[template].filter((c) => !at.has(columnKey(c)));
  if (missing.length > 0) return { problem: missingColumnsMessage(missing, template) };
  const columns = LIST_TEMPLATE_COLUMNS[template];
  // Blank rows are skipped; the others keep their line (the header is line 1).
  const rows = body.flatMap((cells, index) =>
    cells.every((cell) => cell.trim() === '')
      ? []
      : [
          {
            line: index + 2,
            cells: Object.fromEntries(
              columns.map((column) => {
                const cell = at.get(columnKey(column));
                return [column, cell === undefined ? '' : (cells[cell] ?? '').trim()];
              }),
            ),
          },
        ],
  );
  if (rows.length === 0) return { problem: EMPTY_CLIENT_LIST };
  return { rows };
}

/**
 * Why a row's text cannot be taken, or null: every template column is one line, held to the rules
 * the API holds any request's text to (common/input/text-rules.ts), named by its column.
 */
export function rowTextProblem({ cells }: ClientListRow): string | null {
  for (const [column, value] of Object.entries(cells)) {
    const problem = textProblem(value, column, 'one');
    if (problem) return problem;
  }
  return null;
}

/** A phone number as the dialog keeps it: ten digits (a leading US 1 dropped), or as typed. */
export function phoneDigits(cell: string): string {
  const digits = cell.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** What a row asks Create User and Entity for, before the advisor and group are looked up. */
export interface ClientListRowInput {
  input: Omit<CreateClientInput, 'assigned_advisor_id' | 'firm_group_id'>;
  /** The advisor's email, or '' for the import's assignee. */
  advisorEmail: string;
  /** The firm group's name, or ''. */
  groupName: string;
}

export function clientListRowInput(
  listType: ClientListType,
  { cells }: ClientListRow,
): ClientListRowInput {
  const cell = (column: string) => cells[column] ?? '';
  const advisorEmail = cell('Assigned Advisor Email').toLowerCase();
  const groupName = cell('Firm Group');
  const shared = { generate_temp_email: false, time_zone: cell('Time Zone') || DEFAULT_TIME_ZONE };
  if (listType === 'individuals') {
    const addSpouse = Boolean(cell('Spouse First Name') || cell('Spouse Last Name'));
    return {
      advisorEmail,
      groupName,
      input: {
        ...shared,
        fname: cell('First Name'),
        lname: cell('Last Name'),
        email: cell('Email'),
        phone_number: phoneDigits(cell('Phone Number')),
        entity_type: INDIVIDUAL,
        entity_name: '',
        add_spouse: addSpouse,
        spouse_fname: cell('Spouse First Name'),
        // A spouse without a last name of their own shares the client's.
        spouse_lname: addSpouse ? cell('Spouse Last Name') || cell('Last Name') : '',
        spouse_email: cell('Spouse Email'),
      },
    };
  }
  return {
    advisorEmail,
    groupName,
    input: {
      ...shared,
      fname: cell('Primary Contact First Name'),
      lname: cell('Primary Contact Last Name'),
      email: cell('Primary Contact Email'),
      phone_number: phoneDigits(cell('Primary Contact Phone Number')),
      entity_type: cell('Entity Type'),
      entity_name: cell('Entity Name'),
      add_spouse: false,
      spouse_fname: '',
      spouse_lname: '',
      spouse_email: '',
    },
  };
}
