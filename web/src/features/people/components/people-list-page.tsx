// One list page (Users or Entities): the filters, the table and the bulk bar. The route module
// picks the rows (its query hook) and the columns; everything else is the same for both.
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ROWS_PER_PAGE_OPTIONS } from '@portico/common/people/people-list';
import type { PeopleTagKind } from '@portico/common/people/tags';
import { useCatalog, useFirmUsers } from '@/lib/firm-catalog';
import { useTags } from '../api/tags';
import {
  emptyFilters,
  useListParams,
  type ListFilters,
  type ListKind,
  type ListParams,
} from '../hooks/use-list-params';
import { BulkTagDialog } from './bulk-tag-dialog';
import { PeopleListFilters } from './people-list-filters';
import { BulkBar, useListSelection } from '@/components/list-selection';
import { ListTable, type ListColumn } from '@/components/list-table';
import { countNoun } from '@portico/common/format/count-noun';

interface Props<Row extends { id: string }> {
  kind: ListKind;
  title: string;
  searchLabel: string;
  tagKind: PeopleTagKind;
  columns: ListColumn<Row>[];
  useRows: (params: ListParams) => UseQueryResult<{ rows: Row[]; total?: number }>;
  /** The firm uses groups; group-limited advisors see their group's rows only and cannot change the filter. */
  groupsEnabled: boolean;
  groupLocked: boolean;
  actions?: ReactNode;
  /** More bulk buttons for the selection (e.g. assign an advisor); `done` clears the selection. */
  bulkActions?: (ids: string[], done: () => void) => ReactNode;
  /** Switches that change how rows show (e.g. preferred name), at the end of the bulk bar. */
  viewToggles?: ReactNode;
}

export function PeopleListPage<Row extends { id: string }>(props: Props<Row>) {
  const list = useListParams(props.kind);
  const query = props.useRows(list.params);
  const advisors = useFirmUsers();
  const groups = useCatalog('groups', props.groupsEnabled);
  const entityTypes = useCatalog('entity_types', props.kind === 'entities');
  const tags = useTags(props.tagKind);
  // The selection belongs to the search and filters, not to the page and sort.
  const {
    page: _page,
    rowsPerPage: _rows,
    sortBy: _sort,
    descending: _dir,
    ...listShape
  } = list.params;
  const selection = useListSelection(JSON.stringify(listShape));
  const { selected } = selection;
  const [tagging, setTagging] = useState(false);

  const defaults = emptyFilters(props.kind);
  const filtering =
    list.params.search !== '' ||
    (Object.keys(defaults) as (keyof ListFilters)[]).some(
      (k) => JSON.stringify(list.params[k]) !== JSON.stringify(defaults[k]),
    );
  const noun = props.kind === 'users' ? 'users' : 'entities';

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          {props.title}
        </Typography>
        {props.actions}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <PeopleListFilters
            searchLabel={props.searchLabel}
            searchInput={list.searchInput}
            onSearch={list.setSearchInput}
            filters={list.params}
            onFilters={list.setFilters}
            onClear={list.clearFilters}
            advisors={(advisors.data ?? []).map((a) => ({ id: a.id, name: a.full_name }))}
            groups={props.groupsEnabled ? (groups.data ?? []) : undefined}
            groupLocked={props.groupLocked}
            tags={tags.data ?? []}
            entityTypes={
              props.kind === 'entities' ? (entityTypes.data ?? []).map((t) => t.name) : undefined
            }
          />
          <BulkBar
            selection={selection}
            summary={
              query.data?.total !== undefined
                ? countNoun(query.data.total, props.kind === 'users' ? 'user' : 'entity', noun)
                : ''
            }
            actions={
              <>
                <Button variant="outlined" onClick={() => setTagging(true)}>
                  Tag
                </Button>
                {props.bulkActions?.([...selected], selection.clear)}
              </>
            }
            trailing={
              <>
                {props.viewToggles}
                {props.kind === 'users' && (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={list.params.testUsers ?? false}
                        onChange={(e) => list.setFilters({ testUsers: e.target.checked })}
                      />
                    }
                    label="Test users"
                    title="Only users with a temporary (test) email, newest first"
                  />
                )}
              </>
            }
          />
          <ListTable<Row>
            label={props.title}
            columns={props.columns}
            rows={query.data?.rows}
            total={query.data?.total}
            params={list.params}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            loading={query.isPending}
            fetching={query.isFetching}
            error={query.isError}
            onRetry={() => void query.refetch()}
            emptyText={filtering ? `No ${noun} match your search and filters` : `No ${noun} yet`}
            sortDisabled={list.params.search !== '' || Boolean(list.params.testUsers)}
            selection={{
              selected: selected,
              onSelect: selection.select,
              stale: query.isPlaceholderData,
            }}
            onPage={list.setPage}
            onRowsPerPage={list.setRowsPerPage}
            onSort={list.toggleSort}
          />
        </Stack>
      </Paper>
      <BulkTagDialog
        open={tagging}
        onClose={() => setTagging(false)}
        kind={props.tagKind}
        target={props.kind}
        ids={[...selected]}
        tags={tags.data ?? []}
        onDone={() => {
          setTagging(false);
          selection.clear();
        }}
      />
    </Stack>
  );
}
