// The columns of the staff overview: the questionnaire (opens its dialog), the entity and its
// advisor, the status (the spec's cell label, a lock beside it, the custom status under it when
// the firm uses them), progress (sections, and the documents asked for and given), the expected
// documents received, the due date with the reminders' state, and the last activity.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { formatCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import { countNoun } from '@portico/common/format/count-noun';
import type { OverviewRowDto, OverviewStatus } from '@portico/common/questionnaires/overview';
import type { ListColumn } from '@/components/list-table';
import { paths } from '@/config/paths';
import { ExpectedCell } from './expected-column';

const STATUS_LOOK: Record<
  OverviewStatus,
  { color: ChipProps['color']; variant: ChipProps['variant'] }
> = {
  draft: { color: 'default', variant: 'outlined' },
  ready_to_start: { color: 'primary', variant: 'outlined' },
  opened: { color: 'info', variant: 'outlined' },
  completed: { color: 'success', variant: 'filled' },
  locked: { color: 'default', variant: 'filled' },
};

const day = (iso: string) => formatCalendarDate(toCalendarDate(new Date(iso)));
const today = () => toCalendarDate(new Date());

const DELETED_LOOK = { color: 'error', variant: 'outlined' } as const;

function StatusCell({ row }: { row: OverviewRowDto }) {
  const look = row.deleted
    ? DELETED_LOOK
    : STATUS_LOOK[row.completed ? 'completed' : row.status === 'locked' ? 'opened' : row.status];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={row.status_label} {...look} />
        {row.locked && (
          <Tooltip title="Locked: the client cannot change it">
            <LockOutlined fontSize="small" color="action" titleAccess="Locked" />
          </Tooltip>
        )}
      </Stack>
      {row.custom_status && (
        <Typography variant="caption" color="secondary" sx={{ fontWeight: 500 }}>
          {row.custom_status.name}
        </Typography>
      )}
    </Stack>
  );
}

function SectionsProgress({ row }: { row: OverviewRowDto }) {
  if (!row.total_sections) return <Typography color="text.secondary">—</Typography>;
  const label = `${row.completed_sections} of ${row.total_sections} sections complete`;
  return (
    <Tooltip title={label}>
      <Stack spacing={0.5} sx={{ minWidth: 64 }}>
        <Typography variant="body2" aria-label={label}>
          {row.completed_sections}/{row.total_sections}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * row.completed_sections) / row.total_sections}
          aria-hidden
        />
      </Stack>
    </Tooltip>
  );
}

function ProgressCell({ row }: { row: OverviewRowDto }) {
  return (
    <Stack spacing={0.5}>
      <SectionsProgress row={row} />
      <DocumentsLine row={row} />
    </Stack>
  );
}

/**
 * The documents asked for and given ("2 of 5 documents") under the progress, with the files that
 * came with them in its tooltip; nothing when none were asked for or given.
 */
function DocumentsLine({ row }: { row: OverviewRowDto }) {
  const { requested, provided, files } = row.documents;
  if (!requested && !files) return null;
  const filesGiven = `${countNoun(files, 'file')} uploaded`;
  return (
    <Tooltip
      title={
        requested ? `${provided} of ${requested} documents provided, ${filesGiven}` : filesGiven
      }
      describeChild
    >
      <Typography
        variant="caption"
        color={requested && provided === requested ? 'success.main' : 'text.secondary'}
        data-testid="documents-count"
      >
        {requested
          ? `${provided} of ${countNoun(requested, 'document')}`
          : countNoun(files, 'file')}
      </Typography>
    </Tooltip>
  );
}

/** The reminder's state under the due date: off, the next one, or nothing planned. */
function reminderNote(row: OverviewRowDto): string | null {
  if (row.is_draft || row.completed || row.locked) return null;
  if (row.reminders_disabled) return 'Reminders off';
  return row.next_reminder_at ? `Reminder ${day(row.next_reminder_at)}` : null;
}

function DueCell({ row }: { row: OverviewRowDto }) {
  const overdue =
    Boolean(row.due_date) && !row.completed && !row.is_draft && row.due_date! < today();
  const note = reminderNote(row);
  return (
    <Stack sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" color={row.due_date ? undefined : 'text.secondary'}>
        {row.due_date ? formatCalendarDate(row.due_date) : '—'}
      </Typography>
      {overdue && (
        <Typography variant="caption" color="error">
          Overdue
        </Typography>
      )}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}

/** `onOpen` opens the advisor's questionnaire dialog for a row. */
export const overviewColumns = (
  onOpen: (row: OverviewRowDto) => void,
): ListColumn<OverviewRowDto>[] => [
  {
    id: 'name',
    label: 'Questionnaire',
    sortBy: 'name',
    render: (row) => (
      <Stack sx={{ alignItems: 'flex-start' }}>
        {row.company && !row.deleted ? (
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row)}
            sx={{ textAlign: 'left' }}
          >
            {row.name}
          </Link>
        ) : (
          row.name
        )}
        <Typography variant="caption" color="text.secondary">
          Tax year {row.tax_year}
        </Typography>
      </Stack>
    ),
  },
  {
    id: 'entity',
    label: 'Entity',
    render: (row) => (
      <Stack>
        {row.company ? (
          <Link component={RouterLink} to={paths.staff.entity.getHref(row.company.hash_id)}>
            {row.company.name}
          </Link>
        ) : (
          <Typography color="text.secondary">Deleted entity</Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {row.assigned_advisor ? `Advisor: ${row.assigned_advisor.name}` : 'No advisor'}
        </Typography>
      </Stack>
    ),
  },
  { id: 'status', label: 'Status', render: (row) => <StatusCell row={row} /> },
  { id: 'progress', label: 'Progress', render: (row) => <ProgressCell row={row} /> },
  { id: 'expected', label: 'Expected', render: (row) => <ExpectedCell row={row} /> },
  { id: 'due', label: 'Due', sortBy: 'due_date', render: (row) => <DueCell row={row} /> },
  {
    id: 'activity',
    label: 'Last activity',
    sortBy: 'last_activity',
    render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{day(row.last_activity_at)}</Box>,
  },
];
