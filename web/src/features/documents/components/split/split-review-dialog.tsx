// The bulk split processor's full-screen review (spec 3 "Bulk split processor", issue 15 item 7):
// the PDF's pages as thumbnails beside the documents it is to be split into, each with a name, its
// form and its pages ('1-3, 5'). It opens with the split as it stands, or recognition's; Auto split
// puts recognition's back. Saving shows the progress dialog; a refusal keeps every edit.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import {
  formatPageRanges,
  SPLIT_FAILED,
  splitDone,
  type SplitPlanDto,
} from '@portico/common/documents/split';
import type { VaultFileDto } from '@portico/common/documents/vault';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveSplit, useSplitPlan } from '../../api/document-split';
import { useDocumentPreview } from '@/lib/document-preview';
import { SplitDocumentList } from './split-document-list';
import {
  emptyPart,
  initialParts,
  pageOwners,
  partErrors,
  type PartErrors,
  suggestedParts,
  toInput,
  togglePage,
  type SplitPart,
} from './split-parts';

const PageThumbnails = lazy(() => import('./page-thumbnails'));

const TITLE_ID = 'split-review-title';

function SavingDialog(props: { name: string; count: number }) {
  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby="split-progress-title">
      <DialogTitle id="split-progress-title">Splitting document</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Making {props.count === 1 ? '1 document' : `${props.count} documents`} from {props.name}
            …
          </Typography>
          <LinearProgress aria-label="Splitting the document" />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

function SplitReview(props: {
  companyId: string;
  file: VaultFileDto;
  plan: SplitPlanDto;
  pagesUrl: string | undefined;
  onClose: () => void;
}) {
  const { plan, file } = props;
  const pageCount = plan.page_count;
  const [parts, setParts] = useState<SplitPart[]>(() => initialParts(plan, file.name));
  const [activeKey, setActiveKey] = useState<number | null>(parts[0]?.key ?? null);
  const [saveTried, setSaveTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveSplit(props.companyId, file.id);

  const errors = useMemo(() => partErrors(parts, pageCount), [parts, pageCount]);
  // Before Save is asked for, a problem shows once its field has been typed in.
  const [typed, setTyped] = useState<ReadonlySet<string>>(() => new Set());
  const shownErrors = useMemo(() => {
    if (saveTried) return errors;
    const shown = new Map<number, PartErrors>();
    for (const [key, found] of errors) {
      shown.set(key, {
        name: typed.has(`${key}.name`) ? found.name : undefined,
        pages: typed.has(`${key}.pagesText`) ? found.pages : undefined,
      });
    }
    return shown;
  }, [errors, typed, saveTried]);
  const owners = useMemo(() => {
    const byPage = pageOwners(parts, pageCount);
    return new Map(
      [...byPage].map(([page, index]) => [
        page,
        { index, name: parts[index]!.name.trim() || `document ${index + 1}` },
      ]),
    );
  }, [parts, pageCount]);
  const activeIndex = parts.findIndex((p) => p.key === activeKey);
  const leftOut = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => !owners.has(p));

  const change = (key: number, patch: Partial<SplitPart>) => {
    setParts((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
    setTyped((fields) => new Set([...fields, ...Object.keys(patch).map((f) => `${key}.${f}`)]));
  };
  const add = () => {
    const added = emptyPart();
    setParts((all) => [...all, added]);
    setActiveKey(added.key);
  };
  const remove = (key: number) => {
    setParts((all) => all.filter((p) => p.key !== key));
    if (activeKey === key) setActiveKey(null);
  };
  const autoSplit = () => {
    const suggested = suggestedParts(plan);
    setParts(suggested);
    setActiveKey(suggested[0]?.key ?? null);
    setRefusal(null);
  };
  const submit = async () => {
    setSaveTried(true);
    setRefusal(null);
    if (errors.size > 0) return;
    try {
      const done = await save.mutateAsync(toInput(parts, pageCount));
      toast.success(splitDone(done.documents.length));
      props.onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError && error.status < 500 ? error.message : SPLIT_FAILED);
    }
  };

  return (
    <>
      <ReviewBar name={file.name} onClose={props.onClose}>
        <Button
          startIcon={<AutoFixHighOutlined />}
          onClick={autoSplit}
          disabled={plan.suggested.length === 0}
        >
          Auto split
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          Save split
        </Button>
      </ReviewBar>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: { xs: 'auto', md: 'hidden' },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 400px' },
        }}
      >
        <Box
          component="section"
          aria-label="Pages of the document"
          sx={{ p: 3, overflow: { md: 'auto' }, bgcolor: 'grey.50' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {pageCount === 1 ? '1 page' : `${pageCount} pages`}
            {leftOut.length > 0 &&
              ` · ${leftOut.length === 1 ? 'Page' : 'Pages'} ${formatPageRanges(leftOut)} ${leftOut.length === 1 ? 'is' : 'are'} in no document and stay only in ${file.name}`}
          </Typography>
          {props.pagesUrl ? (
            <Suspense fallback={<CircularProgress aria-label="Loading the pages" />}>
              <PageThumbnails
                url={props.pagesUrl}
                pageCount={pageCount}
                pageForms={plan.page_forms}
                owners={owners}
                activeIndex={activeIndex >= 0 ? activeIndex : null}
                onToggle={(page) => {
                  if (activeKey !== null)
                    setParts((all) => togglePage(all, activeKey, page, pageCount));
                }}
              />
            </Suspense>
          ) : (
            <CircularProgress aria-label="Loading the pages" />
          )}
        </Box>
        <Box
          component="section"
          aria-labelledby="split-documents-title"
          sx={(theme) => ({
            p: 3,
            borderTop: `1px solid ${theme.palette.divider}`,
            [theme.breakpoints.up('md')]: {
              overflow: 'auto',
              borderTop: 'none',
              borderLeft: `1px solid ${theme.palette.divider}`,
            },
          })}
        >
          <Stack spacing={2}>
            <div>
              <Typography id="split-documents-title" variant="subtitle1" component="h2">
                New documents
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Choose a document, then click pages to add them to it or take them out.
              </Typography>
            </div>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            {saveTried && errors.size > 0 && (
              <Alert severity="warning">Check the documents marked below.</Alert>
            )}
            <SplitDocumentList
              parts={parts}
              errors={shownErrors}
              activeKey={activeKey}
              onActivate={setActiveKey}
              onChange={change}
              onRemove={remove}
              onAdd={add}
            />
          </Stack>
        </Box>
      </Box>
      {save.isPending && <SavingDialog name={file.name} count={parts.length} />}
    </>
  );
}

/** The review's header: Close, the title, and the review's own buttons once it has loaded. */
function ReviewBar(props: { name: string; onClose: () => void; children?: ReactNode }) {
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Close" onClick={props.onClose}>
          <CloseOutlined />
        </IconButton>
        <Typography id={TITLE_ID} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
          Split {props.name}
        </Typography>
        {props.children}
      </Toolbar>
    </AppBar>
  );
}

export default function SplitReviewDialog(props: {
  companyId: string;
  file: VaultFileDto;
  onClose: () => void;
}) {
  const plan = useSplitPlan(props.companyId, props.file.id);
  const preview = useDocumentPreview(props.file.id);
  return (
    <Dialog fullScreen open onClose={props.onClose} aria-labelledby={TITLE_ID}>
      {plan.data ? (
        <SplitReview
          companyId={props.companyId}
          file={props.file}
          plan={plan.data}
          pagesUrl={preview.data?.url}
          onClose={props.onClose}
        />
      ) : (
        <>
          <ReviewBar name={props.file.name} onClose={props.onClose} />
          <Stack sx={{ alignItems: 'center', p: 8 }}>
            {plan.isError ? (
              <Alert severity="error">{plan.error.message || SPLIT_FAILED}</Alert>
            ) : (
              <CircularProgress aria-label="Reading the document" />
            )}
          </Stack>
        </>
      )}
    </Dialog>
  );
}
