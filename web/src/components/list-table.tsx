// The paged, sortable, selectable table of the staff lists (Users, Entities, the questionnaire
// overview; MUI Table), with its loading, empty and error states; the server sorts and pages,
// this only shows one page.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';

/** Where the list is: its page (from 1), page size and sort. */
export interface ListPosition {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
}

/** The query string of a list position, as the list endpoints read it (always with the total). */
export const pageQuery = (position: ListPosition) => ({
  page: position.page,
  rows_per_page: position.rowsPerPage,
  sort_by: position.sortBy,
  descending: position.descending,
  count: true,
});

export interface ListColumn<Row> {
  id: string;
  label: string;
  /** The server's sort_by value when the column sorts. */
  sortBy?: string;
  render: (row: Row) => ReactNode;
}

export interface ListTableProps<Row extends { id: string }> {
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[] | undefined;
  total: number | undefined;
  params: ListPosition;
  rowsPerPageOptions: readonly number[];
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  /** What the empty list offers (a button), under its text. */
  emptyAction?: ReactNode;
  /** The pagination's first and last buttons (the Deliver table, spec 3 §2). */
  showFirstLastButtons?: boolean;
  /** The pagination's "1–10 of 25", in other words. */
  labelDisplayedRows?: (rows: { from: number; to: number; count: number }) => string;
  /** Inline on another page: one page, no pagination (spec 3 §2). */
  hidePagination?: boolean;
  /** Cells keep to one line and the table scrolls sideways (a table of many columns). */
  noWrap?: boolean;
  /** A search sorts newest first (its index is by date), so the other sorts are off meanwhile. */
  sortDisabled?: boolean;
  /**
   * Rows chosen for a bulk action; a list with none has no checkboxes. `stale`: the rows shown are
   * the previous search's while the new one loads, so none can be chosen (the selection belongs to
   * the new search, and a stale row chosen would be acted on unseen).
   */
  selection?: {
    selected: ReadonlySet<string>;
    onSelect: (ids: string[], on: boolean) => void;
    stale?: boolean;
  };
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  onSort: (sortBy: string) => void;
}

export function ListTable<Row extends { id: string }>(props: ListTableProps<Row>) {
  const { columns, rows, params, selection } = props;
  const pageIds = rows?.map((r) => r.id) ?? [];
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <Box>
      <Box sx={{ height: 4 }}>
        {props.fetching && !props.loading && <LinearProgress aria-label="Loading" />}
      </Box>
      <TableContainer>
        <Table
          size="small"
          aria-label={props.label}
          aria-busy={props.fetching}
          sx={props.noWrap ? { '& th, & td': { whiteSpace: 'nowrap' } } : undefined}
        >
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    onChange={(e) => selection.onSelect(pageIds, e.target.checked)}
                    disabled={pageIds.length === 0 || selection.stale}
                    slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  sortDirection={
                    params.sortBy === c.sortBy ? (params.descending ? 'desc' : 'asc') : false
                  }
                >
                  {c.sortBy && !props.sortDisabled ? (
                    <TableSortLabel
                      active={params.sortBy === c.sortBy}
                      direction={params.sortBy === c.sortBy && params.descending ? 'desc' : 'asc'}
                      onClick={() => props.onSort(c.sortBy!)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.loading &&
              Array.from({ length: 3 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={span}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {props.error && !rows && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Alert severity="error" action={<Button onClick={props.onRetry}>Retry</Button>}>
                    Something went wrong
                  </Alert>
                </TableCell>
              </TableRow>
            )}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography
                    color="text.secondary"
                    sx={{ pt: 3, pb: props.emptyAction ? 1 : 3, textAlign: 'center' }}
                  >
                    {props.emptyText}
                  </Typography>
                  {props.emptyAction && (
                    <Box sx={{ pb: 3, display: 'flex', justifyContent: 'center' }}>
                      {props.emptyAction}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            )}
            {rows?.map((row) => (
              <TableRow key={row.id} hover selected={selection?.selected.has(row.id) ?? false}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(row.id)}
                      onChange={(e) => selection.onSelect([row.id], e.target.checked)}
                      disabled={selection.stale}
                      slotProps={{ input: { 'aria-label': 'Select row' } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell key={c.id}>{c.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!props.hidePagination && (
        <TablePagination
          component="div"
          count={props.total ?? -1}
          page={params.page - 1}
          rowsPerPage={params.rowsPerPage}
          rowsPerPageOptions={[...props.rowsPerPageOptions]}
          showFirstButton={props.showFirstLastButtons ?? false}
          showLastButton={props.showFirstLastButtons ?? false}
          {...(props.labelDisplayedRows && { labelDisplayedRows: props.labelDisplayedRows })}
          // On a phone the page buttons wrap under the page size instead of leaving the screen.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
          onPageChange={(_e, page) => props.onPage(page + 1)}
          onRowsPerPageChange={(e) => props.onRowsPerPage(Number(e.target.value))}
        />
      )}
    </Box>
  );
}
