// The advisor's questionnaire dialog (spec 2 §2 "Advisor questionnaire preview dialog"): the
// questionnaire's head, Copy Link (not for drafts), Preview, Export and the staff actions, and the
// tabs Sections (each with its status, and the deposit with Mark as paid / unpaid), Documents
// (what the client uploaded, each opened in a new tab), Activities (the log's lines about it,
// newest first, a page at a time) and Unattached (the entity's other recent uploads, to attach).
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import { formatUsd } from '@portico/common/format/money';
import { DEPOSIT_DISPLAY_LABELS, depositDisplay } from '@portico/common/questionnaires/deposits';
import type { EntityQuestionnaireDto } from '@portico/common/questionnaires/entity-questionnaires';
import { questionnaireProgress } from '@portico/common/questionnaires/questionnaire-progress';
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { SIGNER_STATE_LABELS } from '@portico/common/questionnaires/signatures';
import type { TrackedChangesDto } from '@portico/common/questionnaires/tracked-changes';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCurrentUser } from '@/lib/current-user';
import { useQuestionnaireActivity } from '../api/questionnaire-activity';
import { ActivityPages } from '@/components/activity-pages';
import { useQuestionnairePage } from '../api/questionnaire-page';
import { CustomStatusSelect } from './custom-status-select';
import { DeletedDocuments } from './deleted-documents';
import { DepositMarkButton } from './deposit-mark-button';
import { CardPaymentAfter } from '@/components/card-payment-after';
import { QuestionnaireRowActions } from './questionnaire-row-actions';
import { QuestionnaireStatusChip } from './questionnaire-status-chip';
import { STATUS_LABELS, StatusIcon } from './status-icon';
import { ExportDialog } from './export-dialog';
import { UnattachedTab } from './unattached-tab';
import { formatDay, formatDateTime } from '@portico/common/format/instant';

export const LINK_COPIED = 'Link copied to clipboard';

type TabKey = 'sections' | 'documents' | 'activities' | 'unattached';

const FilePreviewDialog = lazy(() => import('@/components/file-preview/file-preview-dialog'));

/** While changes are tracked: the answers that differ from what they were, or that none do. */
function TrackedChanges({ tracked }: { tracked: TrackedChangesDto }) {
  const since = formatDateTime(tracked.since);
  return (
    <Box
      component="section"
      aria-label="Tracked changes"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography variant="subtitle2" component="h3">
        Changes since {since}
      </Typography>
      {tracked.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No answers have changed since then.
        </Typography>
      ) : (
        <List dense disablePadding>
          {tracked.changes.map((c) => (
            <ListItem key={c.question_id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={c.question}
                secondary={
                  <>
                    Was: {c.before || '(no answer)'} → Now: {c.now || '(no answer)'}
                    <br />
                    {c.section} · first changed {formatDay(c.at)}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function SectionsTab({ page }: { page: QuestionnairePageDto }) {
  // As the client's page counts them (not as the preview does): a letter is done when signed.
  const { statuses, completed, total } = questionnaireProgress(page.sections, {
    depositStatus: page.deposit_status,
    depositAmount: page.deposit_amount,
  });
  return (
    <>
      {page.tracked_changes && <TrackedChanges tracked={page.tracked_changes} />}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {completed} of {total} sections completed
      </Typography>
      {page.deposit_amount ? (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
          data-testid="deposit-line"
        >
          <Typography>
            Deposit <strong>{formatUsd(page.deposit_amount)}</strong> ·{' '}
            {DEPOSIT_DISPLAY_LABELS[depositDisplay(page.deposit_status)]}
            {page.deposit_status === 'marked_paid' ? ' (marked by the firm)' : ''}
          </Typography>
          <DepositMarkButton page={page} />
          {page.deposit_card_payment && (
            <CardPaymentAfter payment={page.deposit_card_payment} staff />
          )}
        </Stack>
      ) : null}
      <List dense aria-label="Sections">
        {page.sections
          .filter((s) => statuses.has(s.id))
          .map((s) => {
            const status = statuses.get(s.id)!;
            return (
              <ListItem key={s.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <StatusIcon status={status} decorative />
                </ListItemIcon>
                <ListItemText
                  primary={s.name}
                  secondary={
                    s.section_type === SECTION_TYPES.agreement_signature && status !== 'completed'
                      ? SIGNER_STATE_LABELS.waiting
                      : STATUS_LABELS[status]
                  }
                />
              </ListItem>
            );
          })}
      </List>
    </>
  );
}

function DocumentsTab({ page, canRestore }: { page: QuestionnairePageDto; canRestore: boolean }) {
  const [previewed, setPreviewed] = useState<{ id: string; name: string } | null>(null);
  const groups = [
    ...page.sections.flatMap((s) =>
      s.questions
        .filter((q) => q.documents.length > 0)
        .map((q) => ({ id: q.id, label: q.text, documents: q.documents })),
    ),
    ...(page.additional_attachments.length > 0
      ? [
          {
            id: 'additional',
            label: 'Additional attachments',
            documents: page.additional_attachments,
          },
        ]
      : []),
  ];
  return (
    <>
      {groups.length === 0 && <Typography sx={{ py: 2 }}>No documents uploaded yet.</Typography>}
      {previewed && (
        <Suspense fallback={null}>
          <FilePreviewDialog file={previewed} canDownload onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
      <List dense aria-label="Documents">
        {groups.map((group) => (
          <li key={group.id}>
            <ul style={{ padding: 0 }}>
              <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2.5 }}>
                {group.label}
              </ListSubheader>
              {group.documents.map((d) => (
                <ListItem key={d.id} disablePadding>
                  <ListItemButton onClick={() => setPreviewed(d)} sx={{ px: 1 }}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <DescriptionOutlined fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={d.name}
                      secondary={`Uploaded ${formatDateTime(d.created_at)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
      <DeletedDocuments id={page.id} canRestore={canRestore} />
    </>
  );
}

function ActivitiesTab({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  return <ActivityPages query={useQuestionnaireActivity(id, page)} page={page} onPage={setPage} />;
}

/** Mount it to open it. */
export function QuestionnaireDetailsDialog(props: {
  questionnaire: EntityQuestionnaireDto;
  company: { id: string; hash: string; name: string };
  /** The firm uses custom statuses: the dialog offers one. */
  customStatuses?: boolean;
  onClose: () => void;
}) {
  const { questionnaire: q, company } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<TabKey>('sections');
  const [exporting, setExporting] = useState(false);
  const page = useQuestionnairePage(q.id, true, true);
  // Read-only staff see what was deleted, and restore nothing.
  const me = useCurrentUser();
  const copyLink = async () => {
    const link = `${window.location.origin}${paths.client.questionnaire.getHref(company.hash, {
      questionnaireId: q.id,
    })}`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(LINK_COPIED);
    } catch {
      toast.error(`Could not copy the link. Here it is: ${link}`);
    }
  };
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="questionnaire-details-title"
    >
      <DialogTitle id="questionnaire-details-head" component="div">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            id="questionnaire-details-title"
            variant="h2"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            {q.name}
          </Typography>
          <QuestionnaireStatusChip status={q.status} />
          <QuestionnaireRowActions questionnaire={q} onDeleted={props.onClose} />
        </Stack>
        <Typography color="text.secondary">
          {company.name} · Tax year {q.tax_year}
          {q.due_date ? ` · Due ${formatCalendarDate(q.due_date)}` : ''}
          {q.is_draft ? ' · Saved as a draft' : ''}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {!q.is_draft && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => void copyLink()}
            >
              Copy Link
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityOutlined />}
            component={RouterLink}
            to={paths.staff.questionnairePreview.getHref(company.id, q.id)}
          >
            Preview
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => setExporting(true)}
          >
            Export
          </Button>
          {props.customStatuses && (
            <Box sx={{ ml: { sm: 'auto' } }}>
              <CustomStatusSelect questionnaire={q} />
            </Box>
          )}
        </Stack>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)} aria-label="Questionnaire">
          <Tab value="sections" label="Sections" />
          <Tab value="documents" label="Documents" />
          <Tab value="activities" label="Activities" />
          <Tab value="unattached" label="Unattached" />
        </Tabs>
      </Box>
      <DialogContent sx={{ minHeight: 320 }}>
        {tab === 'activities' ? (
          <ActivitiesTab id={q.id} />
        ) : tab === 'unattached' ? (
          <UnattachedTab id={q.id} locked={q.locked} />
        ) : page.isError ? (
          <Alert severity="error">{page.error.message}</Alert>
        ) : !page.data ? (
          <Skeleton variant="rounded" height={200} />
        ) : tab === 'sections' ? (
          <SectionsTab page={page.data} />
        ) : (
          <DocumentsTab page={page.data} canRestore={!me.data?.readonly_access} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
      {exporting && (
        <ExportDialog
          target={{
            kind: 'one',
            id: q.id,
            name: q.name,
            company: company.name,
            taxYear: q.tax_year,
          }}
          onClose={() => setExporting(false)}
        />
      )}
    </Dialog>
  );
}
