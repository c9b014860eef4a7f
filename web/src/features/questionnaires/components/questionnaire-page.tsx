// The client questionnaire page (spec 2 §2): header with tax year and name, 'progress saves
// automatically' and a message link, the side navigation with each section's status, and the
// current section drawn by its key and type, with Previous and Next.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import { TEMPLATE_TAGS_NOTE } from '@portico/common/questionnaires/template-tags';
import { SECTION_TYPES, type SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import {
  questionnaireProgress,
  visibleSections,
} from '@portico/common/questionnaires/questionnaire-progress';
import { useQueryClient } from '@tanstack/react-query';
import { AfterFirstRender } from '@/components/after-first-render';
import { PageSkeleton } from '@/components/page-skeleton';
import { afterFirstScreen } from '@/lib/first-screen';
import { toast } from '@/lib/toast';
import {
  markSection,
  useQuestionnairePage,
  type NextQuestionnaire,
} from '../api/questionnaire-page';
import { questionnaireKeys } from '../api/questionnaire-keys';
import { AnsweringContext, localToday, type Answering } from '../hooks/answering-context';
import type { AnswerSaver } from '../hooks/answer-saver';
import { liveSections } from '../hooks/live-sections';
import { useAnswerSaver, useSaverVersion } from '../hooks/use-answer-saver';
import { QuestionList } from './question-list';
import { SectionNav, SectionNavCompact, type SectionNavProps } from './section-nav';
import { CustomSection, DeliveryStep, MarkedStep } from './step-sections';
import { useDepositReturn } from '../hooks/use-deposit-return';
import { useQuestionDocuments } from '../hooks/question-documents';
import { AdditionalAttachments } from './additional-attachments';
import { AgreementSection, DepositStep, preloadLaterParts, ReviewSubmit } from './later-parts';

// Shown once per owner, only where a questionnaire asks: not part of the page's first load.
const ContactInfoDialog = lazy(() => import('./contact-info-dialog'));

export const CONFIRM_REMINDER = 'Please confirm your contact information and address.';

/** 'Confirm this information', opened on arrival; 'Not now' leaves a reminder with a way back. */
function ContactConfirmation({ page }: { page: QuestionnairePageDto }) {
  const [open, setOpen] = useState(true);
  if (!page.contact_confirmation) return null;
  return open ? (
    <Suspense fallback={null}>
      <ContactInfoDialog
        questionnaireId={page.id}
        contact={page.contact_confirmation}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  ) : (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={() => setOpen(true)}>
          Review
        </Button>
      }
    >
      {CONFIRM_REMINDER}
    </Alert>
  );
}

export const FIRST_SECTION_FIRST = 'Please complete the first section before proceeding.';
export const LOAD_FAILED = 'Failed to load questionnaire';
export const PREVIEW_NOTE =
  'Preview: this is the questionnaire as the client sees it. Answers you try here are not saved.';

export const TEMPLATE_PREVIEW_NOTE =
  'Preview: this is the template as a client will see it once sent. Answers you try here are not saved.';

export interface QuestionnaireLinks {
  dashboard: string;
  /** The entity's messages, or null when the viewer cannot send one. */
  inbox: string | null;
  section: (sectionId: string) => string;
  questionnaire: (next: NextQuestionnaire) => string;
  /** The year's delivered return, where the delivery step leads (null: not offered). */
  taxReturn: ((taxReturnId: string, companyId: string) => string) | null;
}

function SaveStatus({ saver }: { saver: AnswerSaver }) {
  useSaverVersion(saver);
  const state = saver.overall();
  return (
    <Typography
      variant="body2"
      role="status"
      color={state === 'retrying' ? 'warning.dark' : 'text.secondary'}
    >
      {state === 'retrying'
        ? "You're offline. Your answers are kept on this device and will save when you're back online."
        : state === 'saving'
          ? 'Saving…'
          : 'All changes saved'}
    </Typography>
  );
}

function Header({
  page,
  links,
  saver,
  preview,
  template,
}: {
  page: QuestionnairePageDto;
  links: QuestionnaireLinks;
  saver: AnswerSaver;
  preview: boolean;
  template: boolean;
}) {
  return (
    <Stack spacing={1}>
      <div>
        <Button component={RouterLink} to={links.dashboard} startIcon={<ArrowBack />} size="small">
          {template ? 'Back to the template' : preview ? 'Back to the entity' : 'Back to dashboard'}
        </Button>
      </div>
      <Typography variant="overline" component="p" color="text.secondary">
        Tax year {page.tax_year} · {template ? 'Template preview' : page.company_name}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {page.name}
        </Typography>
        {links.inbox && !page.preferences.communication_disabled && (
          <Button
            component={RouterLink}
            to={links.inbox}
            variant="outlined"
            startIcon={<ChatBubbleOutline />}
            sx={{ flexShrink: 0 }}
          >
            Send us a message
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {page.due_date && (
          <Typography variant="body2">
            Due <strong>{formatCalendarDate(page.due_date)}</strong>
          </Typography>
        )}
        {!preview && (
          <>
            <Typography variant="body2" color="text.secondary">
              Your progress saves automatically.
            </Typography>
            <SaveStatus saver={saver} />
          </>
        )}
      </Stack>
      {template ? (
        <Alert severity="info">
          {TEMPLATE_PREVIEW_NOTE} {TEMPLATE_TAGS_NOTE}
        </Alert>
      ) : preview ? (
        <Alert severity="info">{PREVIEW_NOTE}</Alert>
      ) : (
        page.read_only_reason && <Alert severity="info">{page.read_only_reason}</Alert>
      )}
      {page.client_status && (
        <Alert severity="info" variant="outlined" data-testid="client-status">
          <AlertTitle sx={{ mb: page.client_status.instruction ? 0.5 : 0 }}>
            Status: {page.client_status.label}
          </AlertTitle>
          {page.client_status.instruction}
        </Alert>
      )}
    </Stack>
  );
}

function SectionBody(props: {
  live: SectionDto;
  delivered: { name: string; href: string | null } | null;
  loaded: SectionDto;
  review: ReactNode;
  viewerId: string;
  deposit: { canPay: boolean; verifying: boolean };
}) {
  const { live, loaded } = props;
  switch (live.section_type) {
    case SECTION_TYPES.questionnaire:
      return <QuestionList live={live} loaded={loaded} />;
    case SECTION_TYPES.document_checklist:
      return (
        <Stack spacing={2}>
          <QuestionList live={live} loaded={loaded} />
          <MarkedStep section={live} />
        </Stack>
      );
    case SECTION_TYPES.custom:
      return <CustomSection section={live} />;
    case SECTION_TYPES.agreement_signature:
      return <AgreementSection section={live} viewerId={props.viewerId} />;
    case SECTION_TYPES.review_and_submit:
      return <>{props.review}</>;
    case SECTION_TYPES.payment_request:
      return <DepositStep sectionId={live.id} {...props.deposit} />;
    case SECTION_TYPES.delivery:
      return <DeliveryStep section={live} delivered={props.delivered} />;
    default:
      return <MarkedStep section={live} />;
  }
}

function OpenQuestionnaire({
  page,
  links,
  sectionId,
  viewerId,
  preview,
  template,
  payDeposits,
}: {
  page: QuestionnairePageDto;
  links: QuestionnaireLinks;
  sectionId: string | null;
  viewerId: string;
  preview: boolean;
  template: boolean;
  payDeposits: boolean;
}) {
  const saver = useAnswerSaver(page, preview);
  useEffect(() => afterFirstScreen(preloadLaterParts), []);
  const verifyingDeposit = useDepositReturn(page.id, payDeposits && !preview);
  const version = useSaverVersion(saver);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [entryIds, setEntryIdsState] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      page.sections.flatMap((s) => s.questions.map((q) => [q.id, q.entries.map((e) => e.id)])),
    ),
  );
  const serverMarks = () =>
    new Set(page.sections.filter((s) => s.marked_completed).map((s) => s.id));
  const [marked, setMarked] = useState<ReadonlySet<string>>(serverMarks);
  // A fresh read (after signing or submitting) brings the server's marks.
  const [seenPage, setSeenPage] = useState(page);
  if (seenPage !== page) {
    setSeenPage(page);
    setMarked(serverMarks());
  }
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [gateMessage, setGateMessage] = useState(false);
  const readOnly = page.read_only_reason !== null;

  const setEntryIds = useCallback(
    (questionId: string, ids: string[]) =>
      setEntryIdsState((current) => ({ ...current, [questionId]: ids })),
    [],
  );
  const mark = useCallback(
    (id: string, on: boolean) => {
      const apply = (value: boolean) =>
        setMarked((current) => {
          const next = new Set(current);
          if (value) next.add(id);
          else next.delete(id);
          return next;
        });
      apply(on);
      if (preview) return;
      markSection(page.id, id, on).catch((error: unknown) => {
        apply(!on);
        toast.error(error);
      });
    },
    [page.id, preview],
  );

  // The saver's values change without a new object: its version says when to derive again.
  const live = useMemo(
    () => (version >= 0 ? liveSections(page.sections, saver, entryIds, marked) : []),
    [page.sections, saver, entryIds, marked, version],
  );
  const shown = visibleSections(live);
  const documents = useQuestionDocuments(page, saver, shown);
  const progress = questionnaireProgress(live, {
    preview,
    depositStatus: page.deposit_status,
    depositAmount: page.deposit_amount,
  });
  // A section someone tried to leave (or submit) unfinished shows its gaps as errors.
  const statuses = new Map(
    [...progress.statuses].map(([id, status]) => [
      id,
      status === 'incomplete' && flagged.has(id) ? ('error' as const) : status,
    ]),
  );
  const current = shown.find((s) => s.id === sectionId) ?? shown[0];
  const first = shown[0];
  const gateOpen =
    !page.preferences.first_section_required ||
    !first ||
    first.section_type === SECTION_TYPES.custom ||
    progress.statuses.get(first.id) === 'completed';
  const locked = current !== undefined && current !== first && !gateOpen;

  // A link to one question (#question{id}) scrolls to it once it is drawn.
  useEffect(() => {
    if (!location.hash) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [location.hash, current?.id]);

  const answering = useMemo<Answering>(
    () => ({
      saver,
      page,
      readOnly,
      preview,
      today: localToday(),
      flagged,
      entryIds,
      setEntryIds,
      marked,
      mark,
      documents,
    }),
    [saver, page, readOnly, preview, flagged, entryIds, setEntryIds, marked, mark, documents],
  );

  if (!current || !first)
    return <Alert severity="info">This questionnaire has no sections yet.</Alert>;

  const index = shown.indexOf(current);
  const previous = shown[index - 1];
  const next = shown[index + 1];
  const goNext = () => {
    if (!next) return;
    if (current === first && !gateOpen) {
      setFlagged((f) => new Set([...f, first.id]));
      setGateMessage(true);
      return;
    }
    navigate(links.section(next.id));
    window.scrollTo({ top: 0 });
  };
  const navProps: SectionNavProps = {
    sections: shown,
    statuses,
    completed: progress.completed,
    total: progress.total,
    currentId: current.id,
    gateOpen,
    delivered: page.delivered_tax_return !== null,
    firstRequired: page.preferences.first_section_required,
    hrefFor: links.section,
  };
  const loaded = page.sections.find((s) => s.id === current.id)!;

  return (
    <AnsweringContext.Provider value={answering}>
      <Stack spacing={3}>
        <Header page={page} links={links} saver={saver} preview={preview} template={template} />
        {!preview && <ContactConfirmation page={page} />}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            {wide ? <SectionNav {...navProps} /> : <SectionNavCompact {...navProps} />}
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="section-title"
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Stack spacing={2}>
                <Typography variant="h2" id="section-title">
                  {current.name}
                </Typography>
                {current.instruction && <Typography>{current.instruction}</Typography>}
                {current.description && (
                  <Typography color="text.secondary">{current.description}</Typography>
                )}
                {(gateMessage && current === first && !gateOpen) || locked ? (
                  <Alert
                    severity="warning"
                    action={
                      locked && (
                        <Button color="inherit" component={RouterLink} to={links.section(first.id)}>
                          Go to {first.name}
                        </Button>
                      )
                    }
                  >
                    {FIRST_SECTION_FIRST}
                  </Alert>
                ) : null}
                {!locked && (
                  <Suspense fallback={<PageSkeleton label="Loading this step" />}>
                    <SectionBody
                      key={current.id}
                      live={current}
                      loaded={loaded}
                      viewerId={viewerId}
                      delivered={
                        page.delivered_tax_return && {
                          name: page.delivered_tax_return.name,
                          href:
                            links.taxReturn?.(page.delivered_tax_return.id, page.company_id) ??
                            null,
                        }
                      }
                      deposit={{ canPay: payDeposits && !preview, verifying: verifyingDeposit }}
                      review={
                        <ReviewSubmit
                          sections={shown.filter((s) => s.section_type !== SECTION_TYPES.delivery)}
                          statuses={statuses}
                          sectionHref={links.section}
                          dashboardHref={links.dashboard}
                          questionnaireHref={links.questionnaire}
                          onIncomplete={(ids) => setFlagged(new Set(ids))}
                          onSubmitted={() =>
                            void client.invalidateQueries({ queryKey: questionnaireKeys.all })
                          }
                        />
                      }
                    />
                  </Suspense>
                )}
                <AfterFirstRender>
                  <Divider />
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Box>
                      {previous && (
                        <Button component={RouterLink} to={links.section(previous.id)}>
                          Previous
                        </Button>
                      )}
                    </Box>
                    {next && (
                      <Button variant="contained" onClick={goNext}>
                        Next
                      </Button>
                    )}
                  </Stack>
                </AfterFirstRender>
              </Stack>
            </Paper>
            <AfterFirstRender>
              {(documents.additional.length > 0 ||
                current.questions.some((q) => q.question_type === 'upload')) && (
                <Box sx={{ mt: 3 }}>
                  <AdditionalAttachments />
                </Box>
              )}
            </AfterFirstRender>
          </Grid>
        </Grid>
      </Stack>
    </AnsweringContext.Provider>
  );
}

interface ViewProps {
  sectionId: string | null;
  /** Who is looking: their own signature is the one they can give. */
  viewerId: string;
  links: QuestionnaireLinks;
  /** Staff preview: nothing is saved, agreement sections count as done. */
  preview?: boolean;
  /** A template's preview (spec 2 §1 "template mode"): no entity yet, tags not yet filled in. */
  template?: boolean;
  /** The client's own view (not a preview, not read-only): a deposit due can be paid here. */
  payDeposits?: boolean;
}

/** The page drawn from a query that reads it (a questionnaire, or a template's preview). */
export function QuestionnaireView({
  query,
  ...props
}: ViewProps & {
  query: { data: QuestionnairePageDto | undefined; isError: boolean; error: Error | null };
}) {
  if (query.isError)
    return (
      <Alert severity="error">
        {LOAD_FAILED}. {query.error?.message}
      </Alert>
    );
  if (!query.data) return <PageSkeleton label="Loading questionnaire" />;
  return (
    <OpenQuestionnaire
      key={query.data.id}
      page={query.data}
      links={props.links}
      sectionId={props.sectionId}
      viewerId={props.viewerId}
      preview={(props.preview ?? false) || (props.template ?? false)}
      template={props.template ?? false}
      payDeposits={props.payDeposits ?? false}
    />
  );
}

export function QuestionnairePage(props: ViewProps & { questionnaireId: string }) {
  const query = useQuestionnairePage(props.questionnaireId);
  return <QuestionnaireView query={query} {...props} />;
}
