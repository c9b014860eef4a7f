// The staff entity view's Questionnaires section: each questionnaire with its tax year, due date
// and overview status, then the sends scheduled for the entity.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import {
  SEND_FREQUENCY_LABELS,
  type EntityQuestionnaireDto,
  type ScheduledQuestionnaireDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import { SectionCard } from '@/components/section-card';
import { QueryContent } from '@/components/query-content';
import { QuestionnaireRowActions } from './questionnaire-row-actions';
import { SendMenu } from './send-menu';
import { QuestionnaireStatusChip } from './questionnaire-status-chip';
import { useEntityQuestionnaires } from '../api/entity-questionnaires';
import { HiddenHeaderCell } from '@/components/hidden-header-cell';

export const NO_QUESTIONNAIRES = 'No questionnaires found';

// Opened from a menu: not part of the entity view's first load.
const QuestionnaireDetailsDialog = lazy(() =>
  import('./questionnaire-details-dialog').then((m) => ({
    default: m.QuestionnaireDetailsDialog,
  })),
);

const headSx = {
  '& th': {
    color: 'text.secondary',
    fontWeight: 600,
    fontSize: '0.75rem',
    textTransform: 'uppercase',
    letterSpacing: 0.4,
    whiteSpace: 'nowrap',
  },
};
const lastRowSx = { '&:last-child td': { borderBottom: 0 } };
/** Both tables share column widths, so their columns line up one above the other. */
const tableSx = { tableLayout: 'fixed', minWidth: 560 } as const;
const columns = (
  <colgroup>
    <col style={{ width: '40%' }} />
    <col style={{ width: '13%' }} />
    <col style={{ width: '19%' }} />
    <col style={{ width: '21%' }} />
    <col style={{ width: '7%' }} />
  </colgroup>
);

interface PanelCompany {
  id: string;
  hash: string;
  name: string;
}

function QuestionnairesTable({
  rows,
  company,
  customStatuses,
}: {
  rows: EntityQuestionnaireDto[];
  company: PanelCompany;
  customStatuses: boolean;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog follows the row, so a change made from it shows there at once.
  const open = rows.find((q) => q.id === openId);
  if (rows.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        <AssignmentOutlined sx={{ fontSize: 40, color: 'action.disabled' }} />
        <Typography>{NO_QUESTIONNAIRES}</Typography>
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Questionnaires" sx={tableSx}>
        {columns}
        <TableHead sx={headSx}>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Tax year</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>Status</TableCell>
            <HiddenHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((q) => (
            <TableRow key={q.id} sx={lastRowSx}>
              <TableCell sx={{ fontWeight: 500 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {/* The advisor's questionnaire dialog (spec 2 §2), with Preview in it. */}
                  <Link
                    component="button"
                    type="button"
                    onClick={() => setOpenId(q.id)}
                    sx={{ textAlign: 'left', fontWeight: 500 }}
                  >
                    {q.name}
                  </Link>
                  {/* The spec's label for a draft in the advisor table. */}
                  {q.is_draft && <Chip size="small" variant="outlined" label="Saved" />}
                  {q.reminders_disabled && (
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<NotificationsOffOutlined />}
                      label="Reminders off"
                    />
                  )}
                </Stack>
              </TableCell>
              <TableCell>{q.tax_year}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {q.due_date ? formatCalendarDate(q.due_date) : '—'}
              </TableCell>
              <TableCell>
                <QuestionnaireStatusChip status={q.status} />
              </TableCell>
              <TableCell align="right" padding="none">
                <QuestionnaireRowActions questionnaire={q} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open && (
        <Suspense fallback={null}>
          <QuestionnaireDetailsDialog
            questionnaire={open}
            company={company}
            customStatuses={customStatuses}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </TableContainer>
  );
}

function ScheduledTable({ rows }: { rows: ScheduledQuestionnaireDto[] }) {
  return (
    <Box component="section" aria-label="Scheduled questionnaires" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ScheduleSendOutlined fontSize="small" color="action" />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Scheduled
        </Typography>
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No questionnaires are scheduled to send.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Scheduled questionnaires" sx={tableSx}>
            {columns}
            <TableHead sx={headSx}>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Tax year</TableCell>
                <TableCell>Send date</TableCell>
                <TableCell>Frequency</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id} sx={lastRowSx}>
                  <TableCell sx={{ fontWeight: 500 }}>{s.name}</TableCell>
                  <TableCell>{s.tax_year}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(s.send_date)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<EventRepeatOutlined />}
                      label={SEND_FREQUENCY_LABELS[s.frequency]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

export function EntityQuestionnairesPanel({
  company,
  dropOff,
  customStatuses,
}: {
  company: PanelCompany;
  /** The firm sends Document Drop Offs (document_drop_off_enabled). */
  dropOff: boolean;
  /** The firm uses custom statuses (custom_statuses_enabled). */
  customStatuses: boolean;
}) {
  const query = useEntityQuestionnaires(company.id);
  return (
    <SectionCard
      title="Questionnaires"
      action={<SendMenu targets={[{ id: company.id, name: company.name }]} dropOff={dropOff} />}
    >
      <QueryContent query={query} skeletonHeight={160}>
        {(data) => (
          <>
            <QuestionnairesTable
              rows={data.questionnaires}
              company={company}
              customStatuses={customStatuses}
            />
            {/* With nothing at all, the one empty state says it; otherwise say what is scheduled. */}
            {(data.questionnaires.length > 0 || data.scheduled.length > 0) && (
              <ScheduledTable rows={data.scheduled} />
            )}
          </>
        )}
      </QueryContent>
    </SectionCard>
  );
}
