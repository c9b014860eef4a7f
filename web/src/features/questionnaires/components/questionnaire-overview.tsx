// The staff overview ('Collect', spec 2 §2): every questionnaire the advisor may see, filtered,
// sorted and paged by the server, with the bulk actions on a selection: send drafts, lock and
// unlock (each asked first), change the due date, send reminders, turn reminders off or on, and
// export (read-only staff too);
// with the 'Deleted' status filter, the deleted ones and Restore;
// and sending a template to every entity of some types, followed by the backlog banner while it
// goes out.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_FILTER } from '@portico/common/people/no-filter';
import {
  OVERVIEW_ROWS_PER_PAGE_OPTIONS,
  type OverviewRowDto,
} from '@portico/common/questionnaires/overview';
import { countNoun } from '@portico/common/format/count-noun';
import { DELETION_MESSAGES } from '@portico/common/questionnaires/send-template';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable } from '@/components/list-table';
import { BulkBar, useListSelection } from '@/components/list-selection';
import { useCatalog, useFirmUsers } from '@/lib/firm-catalog';
import { useTags } from '@/lib/people-tags';
import { toast } from '@/lib/toast';
import { useLockQuestionnaires, useOverview, useRestoreQuestionnaires } from '../api/overview';
import { useToggleReminders } from '../api/send-reminders';
import { useSendDrafts } from '../api/send-template';
import { EMPTY_OVERVIEW_FILTERS, useOverviewParams } from '../hooks/use-overview-params';
import { overviewColumns } from './overview-columns';
import { ExpectedSummaries } from './expected-column';
import { useExpectedSummaries } from '../api/expected-documents';
import { OverviewFilters } from './overview-filters';
import { SendRemindersDialog } from './send-reminders-dialog';
import { SendBacklogBanner } from './send-backlog-banner';
import { DueDateDialog } from './due-date-dialog';
import { useSendBacklog } from '../api/send-backlog';

const OverviewQuestionnaireDialog = lazy(() =>
  import('./overview-questionnaire-dialog').then((m) => ({
    default: m.OverviewQuestionnaireDialog,
  })),
);
const ExportDialog = lazy(() =>
  import('./export-dialog').then((m) => ({ default: m.ExportDialog })),
);
const SendTemplateDialog = lazy(() =>
  import('./send-template-dialog').then((m) => ({ default: m.SendTemplateDialog })),
);

interface Props {
  groupsEnabled: boolean;
  /** A group-limited advisor sees their group's questionnaires only. */
  groupLocked: boolean;
  /** The firm uses custom statuses (custom_statuses_enabled): a filter, and a menu in the dialog. */
  customStatuses: boolean;
  /** Read-only staff see the list without its actions. */
  readOnly: boolean;
  /** More bulk buttons for the selection (another area's, e.g. sign-in links); `done` clears it. */
  bulkActions?: (ids: string[], done: () => void) => ReactNode;
}

type Asked = 'lock' | 'unlock' | 'send' | 'remindersOff' | 'remindersOn' | 'restore';

const ASKED: Record<Asked, { title: string; label: string; text: (n: string) => string }> = {
  lock: {
    title: 'Lock questionnaires?',
    label: 'Lock',
    text: (n) => `Clients can no longer change ${n}.`,
  },
  unlock: {
    title: 'Unlock questionnaires?',
    label: 'Unlock',
    text: (n) => `Clients can answer ${n} again.`,
  },
  send: {
    title: 'Send drafts?',
    label: 'Send',
    text: (n) => `The drafts among ${n} go to their clients, who are told by email.`,
  },
  remindersOff: {
    title: 'Turn reminders off?',
    label: 'Turn off',
    text: (n) => `No automatic reminders go for ${n}. Locked ones are left as they are.`,
  },
  remindersOn: {
    title: 'Turn reminders on?',
    label: 'Turn on',
    text: (n) => `Automatic reminders go again for ${n}. Locked ones are left as they are.`,
  },
  restore: {
    title: 'Restore questionnaires?',
    label: 'Restore',
    text: (n) => `${n} come back as they were: their clients see them again.`,
  },
};

export function QuestionnaireOverview({
  groupsEnabled,
  groupLocked,
  customStatuses,
  readOnly,
  bulkActions,
}: Props) {
  const list = useOverviewParams();
  const { params } = list;
  const backlog = useSendBacklog();
  const query = useOverview(params, backlog.overviewInterval);
  const expected = useExpectedSummaries(query.data?.rows);
  const advisors = useFirmUsers();
  const groups = useCatalog('groups', groupsEnabled);
  const statuses = useCatalog('custom_statuses', customStatuses);
  const entityTags = useTags('entity');
  const lock = useLockQuestionnaires();
  const sendDrafts = useSendDrafts();
  const toggleReminders = useToggleReminders();
  const restore = useRestoreQuestionnaires();
  const showingDeleted = params.status === 'deleted';
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reminding, setReminding] = useState(false);
  const [sending, setSending] = useState(false);
  const [dating, setDating] = useState(false);
  const [opened, setOpened] = useState<OverviewRowDto | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportButton = (
    <Button variant="outlined" onClick={() => setExporting(true)}>
      Export
    </Button>
  );
  const columns = useMemo(() => overviewColumns(setOpened), []);
  const closeOpened = useCallback(() => setOpened(null), []);

  // The selection belongs to the filters, not to the page and sort.
  const selection = useListSelection(
    JSON.stringify([
      params.taxYear,
      params.status,
      params.advisorId,
      params.groupId,
      params.customStatusId,
      params.entityTagId,
    ]),
  );
  const { selected } = selection;
  const filtering = (
    Object.keys(EMPTY_OVERVIEW_FILTERS) as (keyof typeof EMPTY_OVERVIEW_FILTERS)[]
  ).some((k) => params[k] !== NO_FILTER);
  const selectedNoun = countNoun(selected.size, 'questionnaire', 'questionnaires');

  const confirm = () => {
    const ids = [...selected];
    const done = (message: string) => {
      toast.success(message);
      setAsked(null);
      selection.clear();
    };
    if (asked === 'restore')
      restore.mutate(
        { questionnaire_ids: ids },
        {
          onSuccess: (r) => done(r.message),
          onError: () => toast.error(DELETION_MESSAGES.restoreFailed),
        },
      );
    else if (asked === 'send')
      sendDrafts.mutate(ids, {
        onSuccess: (r) => done(r.sent ? r.message : 'No drafts among them: nothing was sent'),
        onError: (error) => toast.error(error),
      });
    else if (asked === 'remindersOff' || asked === 'remindersOn')
      toggleReminders.mutate(
        { questionnaire_ids: ids, reminders_disabled: asked === 'remindersOff' },
        {
          onSuccess: (r) => done(r.message),
          onError: () => toast.error('Reminder update failed'),
        },
      );
    else
      lock.mutate(
        { questionnaire_ids: ids, locked: asked === 'lock' },
        { onSuccess: (r) => done(r.message), onError: (error) => toast.error(error) },
      );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          Collect
        </Typography>
        {!readOnly && (
          <Button variant="contained" onClick={() => setSending(true)}>
            Send questionnaire
          </Button>
        )}
      </Stack>
      <SendBacklogBanner backlog={backlog} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <OverviewFilters
            filters={params}
            onFilters={list.setFilters}
            onClear={list.clearFilters}
            filtering={filtering}
            advisors={(advisors.data ?? []).map((a) => ({ id: a.id, name: a.full_name }))}
            groups={groupsEnabled ? (groups.data ?? []) : undefined}
            groupLocked={groupLocked}
            customStatuses={
              customStatuses
                ? (statuses.data ?? []).map((s) => ({ id: s.id, name: s.firm_user_display_status }))
                : undefined
            }
            entityTags={entityTags.data ?? []}
          />
          <BulkBar
            selection={selection}
            summary={
              query.data?.total !== undefined
                ? countNoun(query.data.total, 'questionnaire', 'questionnaires')
                : ''
            }
            actions={
              readOnly ? (
                exportButton
              ) : showingDeleted ? (
                <Button variant="outlined" onClick={() => setAsked('restore')}>
                  Restore
                </Button>
              ) : (
                <>
                  <Button variant="outlined" onClick={() => setAsked('send')}>
                    Send drafts
                  </Button>
                  <Button variant="outlined" onClick={() => setAsked('lock')}>
                    Lock
                  </Button>
                  <Button variant="outlined" onClick={() => setAsked('unlock')}>
                    Unlock
                  </Button>
                  <Button variant="outlined" onClick={() => setDating(true)}>
                    Change due date
                  </Button>
                  <Button variant="outlined" onClick={() => setReminding(true)}>
                    Send reminders
                  </Button>
                  <Button variant="outlined" onClick={() => setAsked('remindersOff')}>
                    Reminders off
                  </Button>
                  <Button variant="outlined" onClick={() => setAsked('remindersOn')}>
                    Reminders on
                  </Button>
                  {exportButton}
                  {bulkActions?.([...selected], selection.clear)}
                </>
              )
            }
          />
          <ExpectedSummaries.Provider value={expected.data}>
            <ListTable
              label="Questionnaires"
              columns={columns}
              rows={query.data?.rows}
              total={query.data?.total}
              params={params}
              rowsPerPageOptions={OVERVIEW_ROWS_PER_PAGE_OPTIONS}
              loading={query.isPending}
              fetching={query.isFetching}
              error={query.isError}
              onRetry={() => void query.refetch()}
              emptyText={
                showingDeleted
                  ? 'No deleted questionnaires.'
                  : filtering
                    ? 'No questionnaires match these filters.'
                    : 'No questionnaires yet. Send one from an entity’s page.'
              }
              selection={{
                selected: selected,
                onSelect: selection.select,
                stale: query.isPlaceholderData,
              }}
              onPage={list.setPage}
              onRowsPerPage={list.setRowsPerPage}
              onSort={list.toggleSort}
            />
          </ExpectedSummaries.Provider>
        </Stack>
      </Paper>
      {asked && (
        <ConfirmDialog
          title={ASKED[asked].title}
          confirmLabel={ASKED[asked].label}
          pending={
            lock.isPending || sendDrafts.isPending || toggleReminders.isPending || restore.isPending
          }
          onClose={() => setAsked(null)}
          onConfirm={confirm}
        >
          {ASKED[asked].text(selectedNoun)}
        </ConfirmDialog>
      )}
      {opened?.company && (
        <Suspense fallback={null}>
          <OverviewQuestionnaireDialog
            row={{ ...opened, company: opened.company }}
            customStatuses={customStatuses}
            onClose={closeOpened}
          />
        </Suspense>
      )}
      {sending && (
        <Suspense fallback={null}>
          <SendTemplateDialog targets={[]} byEntityTypes onClose={() => setSending(false)} />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            target={{ kind: 'many', ids: [...selected] }}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
      {dating && (
        <DueDateDialog
          questionnaireIds={[...selected]}
          onClose={() => setDating(false)}
          onDone={() => {
            setDating(false);
            selection.clear();
          }}
        />
      )}
      <SendRemindersDialog
        questionnaireIds={[...selected]}
        open={reminding}
        onClose={() => setReminding(false)}
      />
    </Stack>
  );
}
