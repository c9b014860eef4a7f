// The frame of a delivery table's page (Deliver, Signatures; spec 3 §2): the heading with the
// page's main button, then the filters over the table — paged and sorted on the server, with
// first and last page buttons — whose empty state offers Reset filters while any filter is on,
// else the main button; the page's dialogs (children) follow.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageLabel, TABLE_PAGE_SIZES } from '@portico/common/input/table-pages';
import { ListTable, type ListTableProps } from './list-table';

export function DeliveryTablePage<Row extends { id: string }>(props: {
  title: string;
  /** The page's main button (uploading or sending one), also offered by the empty table. */
  action: ReactNode;
  filters: ReactNode;
  /** The table's place and filters (lib/use-filtered-table.ts). */
  state: {
    filtering: boolean;
    clearFilters: () => void;
    setPage: (page: number) => void;
    setRowsPerPage: (rows: number) => void;
    toggleSort: (field: string) => void;
  };
  query: { isPending: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  table: Pick<
    ListTableProps<Row>,
    'label' | 'columns' | 'rows' | 'total' | 'params' | 'emptyText' | 'noWrap' | 'selection'
  >;
  children?: ReactNode;
}) {
  const { state, query } = props;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1" component="h1">
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {props.filters}
          <ListTable<Row>
            {...props.table}
            rowsPerPageOptions={TABLE_PAGE_SIZES}
            loading={query.isPending}
            fetching={query.isFetching}
            error={query.isError}
            onRetry={() => void query.refetch()}
            emptyAction={
              state.filtering ? (
                <Button variant="outlined" onClick={state.clearFilters}>
                  Reset filters
                </Button>
              ) : (
                props.action
              )
            }
            showFirstLastButtons
            labelDisplayedRows={pageLabel}
            onPage={state.setPage}
            onRowsPerPage={state.setRowsPerPage}
            onSort={state.toggleSort}
          />
        </Stack>
      </Paper>
      {props.children}
    </Stack>
  );
}
