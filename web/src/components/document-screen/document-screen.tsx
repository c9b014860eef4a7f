// The full-screen frame every view of a document sent to a client shares (a return's draft review
// and delivered return, staff's delivery view, a signature request's review): a bar with Close,
// the title and the document's name, actions at its end; the body between; an optional footer.
// And the PDF in the viewer, with its loading and failure states, alone or with a panel beside it.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import type { UseQueryResult } from '@tanstack/react-query';
import { DELIVERY_ERRORS } from '@portico/common/tax-returns/delivery-texts';
import type { MarkedBox } from './pdf-viewer';

const PdfViewer = lazy(() => import('./pdf-viewer'));

const TITLE_ID = 'document-screen-title';

export const documentSpinner = (
  <Stack sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the document" />
  </Stack>
);

export function DocumentScreen(props: {
  title: string;
  subtitle: string;
  /** At the bar's end (Save, Send to Client). */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    // A page of its own (opened from a mail or a list), not a pop-up: it shows without fading in.
    <Dialog
      fullScreen
      open
      onClose={props.onClose}
      aria-labelledby={TITLE_ID}
      transitionDuration={0}
    >
      <AppBar
        position="relative"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Close" onClick={props.onClose}>
            <Close />
          </IconButton>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={TITLE_ID} variant="h6" component="h1" noWrap>
              {props.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {props.subtitle}
            </Typography>
          </Box>
          {props.actions}
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', overflow: 'hidden' }}>
        {props.children}
      </Box>
      {props.footer && (
        <Box
          component="footer"
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            px: 2,
            py: 1.5,
          }}
        >
          {props.footer}
        </Box>
      )}
    </Dialog>
  );
}

/** What the viewer is asked to show and mark (pdf-viewer.tsx). */
export interface ViewerAsks {
  show?: { page: number } | null;
  marks?: MarkedBox[];
}

/** The PDF in the viewer, once its short-lived link has come. */
export function DocumentPdf(
  props: {
    file: UseQueryResult<{ url: string }>;
    onPageChange?: (page: number) => void;
  } & ViewerAsks,
) {
  const { file } = props;
  return (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'hidden',
        // react-pdf's document wraps the viewer: it takes the space it is given.
        '& > .react-pdf__Document': { height: '100%' },
      }}
    >
      {file.isPending && documentSpinner}
      {file.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {DELIVERY_ERRORS.loadPdf}
        </Alert>
      )}
      {file.data && (
        <Suspense fallback={documentSpinner}>
          <PdfViewer
            url={file.data.url}
            onPageChange={props.onPageChange}
            show={props.show}
            marks={props.marks}
          />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * The document's pages with a side panel (what it asks, a return's classification): side by side
 * on a wide screen, two tabs on a phone, the panel's first.
 */
export function DocumentWithPanel(
  props: {
    file: UseQueryResult<{ url: string }>;
    onPageChange?: (page: number) => void;
    /** The panel's name, and its tab's. */
    label: string;
    /** The pages' tab on a phone ("Return", "Document"). */
    documentTab?: string;
    width: number;
    children: ReactNode;
  } & ViewerAsks,
) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [tab, setTab] = useState<'panel' | 'return'>('panel');
  return (
    <Stack direction={phone ? 'column' : 'row'} sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      {phone && (
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value as typeof tab)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Tab value="panel" label={props.label} />
          <Tab value="return" label={props.documentTab ?? 'Document'} />
        </Tabs>
      )}
      {(!phone || tab === 'return') && (
        <DocumentPdf
          file={props.file}
          onPageChange={props.onPageChange}
          show={props.show}
          marks={props.marks}
        />
      )}
      {(!phone || tab === 'panel') && (
        <Box
          component="aside"
          aria-label={props.label}
          // Scrolls on its own: reachable from the keyboard even when nothing in it takes focus.
          tabIndex={0}
          sx={{
            width: phone ? '100%' : props.width,
            flex: phone ? 1 : undefined,
            flexShrink: 0,
            overflowY: 'auto',
            borderLeft: phone ? 0 : 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {props.children}
        </Box>
      )}
    </Stack>
  );
}
