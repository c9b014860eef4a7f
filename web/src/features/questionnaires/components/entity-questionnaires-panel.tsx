// The staff entity view's Questionnaires section: each questionnaire with its tax year, due date
// and overview status, then the sends scheduled for the entity.
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Send from '@mui/icons-material/SendOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import {
  SEND_FREQUENCY_LABELS,
  type EntityQuestionnaireDto,
  type ScheduledQuestionnaireDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import {
  QUESTIONNAIRE_STATUS_LABELS,
  type QuestionnaireStatus,
} from '@portico/common/questionnaires/questionnaire-status';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/lib/toast';
import { useQuestionnaireState, useSendDrafts } from '../api/send-template';
import { visuallyHidden } from '@/components/visually-hidden';
import { QueryContent } from '@/components/query-content';
import { useEntityQuestionnaires } from '../api/entity-questionnaires';
import { useReminderMenu } from './reminder-menu';

export const NO_QUESTIONNAIRES = 'No questionnaires found';

// Opened from a menu: not part of the entity view's first load.
const SendTemplateDialog = lazy(() =>
  import('./send-template-dialog').then((m) => ({ default: m.SendTemplateDialog })),
);
const CustomQuestionnaireDialog = lazy(() =>
  import('./custom-questionnaire-dialog').then((m) => ({ default: m.CustomQuestionnaireDialog })),
);
const DropOffDialog = lazy(() =>
  import('./drop-off-dialog').then((m) => ({ default: m.DropOffDialog })),
);

const RequestItemsDialog = lazy(() =>
  import('./request-items-dialog').then((m) => ({ default: m.RequestItemsDialog })),
);

type StateChange = { locked: boolean } | { completed: boolean };

/** What each state change asks before it is made (spec 2 §2 confirmation dialogs). */
function confirmation(change: StateChange, name: string) {
  if ('locked' in change)
    return change.locked
      ? {
          title: 'Lock questionnaire?',
          text: `The client can no longer change “${name}”.`,
          label: 'Lock',
        }
      : {
          title: 'Unlock questionnaire?',
          text: `The client can answer “${name}” again.`,
          label: 'Unlock',
        };
  return change.completed
    ? {
        title: 'Mark completed?',
        text: `“${name}” is done; the client can no longer change it.`,
        label: 'Mark completed',
      }
    : {
        title: 'Mark not completed?',
        text: `The client can answer “${name}” again.`,
        label: 'Mark not completed',
      };
}

/** A questionnaire row's actions: send a draft, lock, complete, ask for more items, remind. */
function RowActions({ questionnaire }: { questionnaire: EntityQuestionnaireDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [confirming, setConfirming] = useState<StateChange | null>(null);
  const state = useQuestionnaireState(questionnaire.id);
  const sendDraft = useSendDrafts();
  const reminders = useReminderMenu(questionnaire, () => setAnchor(null));
  const pick = (act: () => void) => () => {
    setAnchor(null);
    act();
  };
  const asked = confirming && confirmation(confirming, questionnaire.name);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${questionnaire.name} (${questionnaire.tax_year})`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {questionnaire.is_draft && (
          <MenuItem
            disabled={sendDraft.isPending}
            onClick={pick(() =>
              sendDraft.mutate([questionnaire.id], {
                onSuccess: (result) => toast.success(result.message),
                onError: (error) => toast.error(error),
              }),
            )}
          >
            Send to user
          </MenuItem>
        )}
        <MenuItem onClick={pick(() => setConfirming({ locked: !questionnaire.locked }))}>
          {questionnaire.locked ? 'Unlock' : 'Lock'}
        </MenuItem>
        <MenuItem onClick={pick(() => setConfirming({ completed: !questionnaire.completed }))}>
          {questionnaire.completed ? 'Mark not completed' : 'Mark completed'}
        </MenuItem>
        <MenuItem disabled={questionnaire.locked} onClick={pick(() => setRequesting(true))}>
          <ListItemText
            primary="Request additional items"
            secondary={questionnaire.locked ? 'Unlock it first' : undefined}
          />
        </MenuItem>
        {reminders.items}
      </Menu>
      {reminders.dialog}
      {requesting && (
        <Suspense fallback={null}>
          <RequestItemsDialog questionnaire={questionnaire} onClose={() => setRequesting(false)} />
        </Suspense>
      )}
      {confirming && asked && (
        <ConfirmDialog
          title={asked.title}
          confirmLabel={asked.label}
          pending={state.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            state.mutate(confirming, {
              onSuccess: (result) => {
                toast.success(result.message);
                setConfirming(null);
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          {asked.text}
        </ConfirmDialog>
      )}
    </>
  );
}

type SendKind = 'template' | 'drop-off' | 'custom';

/**
 * Send Questionnaire (spec 2 §2): from a template, a Document Drop Off (when the firm has it on),
 * or the firm's own items.
 */
function SendMenu({ target, dropOff }: { target: { id: string; name: string }; dropOff: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<SendKind | null>(null);
  const choose = (kind: SendKind) => {
    setAnchor(null);
    setOpen(kind);
  };
  const close = () => setOpen(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Send />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Send questionnaire
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('template')}>
          <ListItemText primary="Template" secondary="One of the firm’s templates" />
        </MenuItem>
        {dropOff && (
          <MenuItem onClick={() => choose('drop-off')}>
            <ListItemText primary="Document Drop Off" secondary="Documents uploaded from a link" />
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('custom')}>
          <ListItemText primary="Custom" secondary="A few items of your own" />
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {open === 'template' && <SendTemplateDialog targets={[target]} onClose={close} />}
        {open === 'drop-off' && <DropOffDialog targets={[target]} onClose={close} />}
        {open === 'custom' && <CustomQuestionnaireDialog targets={[target]} onClose={close} />}
      </Suspense>
    </>
  );
}

const STATUS_CHIPS: Record<
  QuestionnaireStatus,
  { color: ChipProps['color']; variant: ChipProps['variant']; icon: ReactElement }
> = {
  locked: { color: 'default', variant: 'filled', icon: <LockOutlined /> },
  completed: { color: 'success', variant: 'filled', icon: <CheckCircleOutlined /> },
  opened: { color: 'info', variant: 'outlined', icon: <DraftsOutlined /> },
  ready_to_start: { color: 'primary', variant: 'outlined', icon: <AssignmentOutlined /> },
};

export function QuestionnaireStatusChip({ status }: { status: QuestionnaireStatus }) {
  const look = STATUS_CHIPS[status];
  return (
    <Chip
      size="small"
      label={QUESTIONNAIRE_STATUS_LABELS[status]}
      color={look.color}
      variant={look.variant}
      icon={look.icon}
    />
  );
}

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

function QuestionnairesTable({
  rows,
  companyId,
}: {
  rows: EntityQuestionnaireDto[];
  companyId: string;
}) {
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
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((q) => (
            <TableRow key={q.id} sx={lastRowSx}>
              <TableCell sx={{ fontWeight: 500 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {/* Staff open the client's page in preview (spec 2 §2 "Admin preview"). */}
                  <Link
                    component={RouterLink}
                    to={paths.staff.questionnairePreview.getHref(companyId, q.id)}
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
                <RowActions questionnaire={q} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
  companyId,
  companyName,
  dropOff,
}: {
  companyId: string;
  companyName: string;
  /** The firm sends Document Drop Offs (document_drop_off_enabled). */
  dropOff: boolean;
}) {
  const query = useEntityQuestionnaires(companyId);
  return (
    <SectionCard
      title="Questionnaires"
      action={<SendMenu target={{ id: companyId, name: companyName }} dropOff={dropOff} />}
    >
      <QueryContent query={query} skeletonHeight={160}>
        {(data) => (
          <>
            <QuestionnairesTable rows={data.questionnaires} companyId={companyId} />
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
