// The firm's activity log (spec 3 §2 "Activity logs"): every area's lines, newest first, 32 a page,
// filtered by a search, a type and an entity. A group-limited advisor chooses an entity of their
// group first (the firm-wide log holds other groups' entities).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ACTIVITY_TYPES } from '@portico/common/activity/activity-logs';
import { NO_FILTER, PEOPLE_SEARCH_DEBOUNCE_MS } from '@portico/common/people/people-list';
import { FilterSelect } from '@/components/filter-select';
import { EntityChooser, type ChosenEntity } from '@/components/entity-chooser';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useActivityLogs } from '../api/activity-logs';
import { ActivityTable } from './activity-table';

const TYPE_OPTIONS = ACTIVITY_TYPES.map((t) => ({ id: String(t.id), name: t.label }));

export function ActivityLog({ entityRequired }: { entityRequired: boolean }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [entity, setEntity] = useState<ChosenEntity | undefined>();
  const [page, setPage] = useState(1);
  const ready = !entityRequired || entity !== undefined;
  const logs = useActivityLogs({ page, search, typeId, companyId: entity?.id ?? null }, ready);
  const filtered = search !== '' || typeId !== null || entity !== undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search activities"
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={typeId === null ? NO_FILTER : String(typeId)}
          options={TYPE_OPTIONS}
          onChange={(value) => {
            setTypeId(value === NO_FILTER ? null : Number(value));
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EntityChooser
            key={entity?.id ?? 'none'}
            label="Entity"
            value={entity}
            onChoose={(chosen) => {
              setEntity(chosen);
              setPage(1);
            }}
          />
          {entity && (
            <Button
              onClick={() => {
                setEntity(undefined);
                setPage(1);
              }}
            >
              All entities
            </Button>
          )}
        </Stack>
      </Stack>
      {ready ? (
        <ActivityTable
          data={logs.data}
          fetching={logs.isFetching}
          error={logs.isError}
          onRetry={() => void logs.refetch()}
          emptyText={filtered ? 'No activity matches these filters' : 'No activity yet'}
          onPage={setPage}
        />
      ) : (
        <Alert severity="info">Choose an entity to see its activity.</Alert>
      )}
    </Paper>
  );
}
