// A document's PDF (a return, its draft, a signature request), one page at a time (spec 3 §2 "PDF viewer with bookmark index"): the page at
// the viewer's width times the zoom, a side panel with the document's bookmarks (its outline) and
// page thumbnails that jump to a page, previous/next and the page number, and the keyboard
// (←/→, PageUp/PageDown, Home/End). On a phone the panel opens over the page. Only the page shown
// is drawn first, so a 200-page return opens as fast as a one-page one; thumbnails are drawn as
// they scroll into view. A signer's boxes are marked on their pages ("Sign here", "Signed"), and
// the screen around may ask for a page to be shown. Loaded only when a document is opened (PDF.js
// is large).
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import 'react-pdf/dist/Page/TextLayer.css';
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { DELIVERY_ERRORS } from '@portico/common/tax-returns/delivery-texts';
import { Document, Outline, Page } from '@/components/file-preview/pdfjs';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];
const PANEL_WIDTH = 232;
const THUMB_WIDTH = 120;

const spinner = (
  <Stack sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the document" />
  </Stack>
);

/** The element's inner width, followed as it resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A thumbnail drawn once it scrolls into view (200 canvases at once would stall a phone). */
function LazyThumbnail(props: { page: number; current: boolean; onOpen: (page: number) => void }) {
  const { current } = props;
  const ref = useRef<HTMLButtonElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (current) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <Box
      component="button"
      type="button"
      ref={ref}
      aria-label={`Page ${props.page}`}
      aria-current={props.current ? 'page' : undefined}
      onClick={() => props.onOpen(props.page)}
      sx={{
        display: 'block',
        mx: 'auto',
        p: 0.5,
        border: 2,
        borderColor: props.current ? 'primary.main' : 'transparent',
        borderRadius: 1,
        bgcolor: 'transparent',
        cursor: 'pointer',
      }}
    >
      <Box sx={{ width: THUMB_WIDTH, minHeight: 150, lineHeight: 0, bgcolor: 'background.paper' }}>
        {seen && (
          <Page
            pageNumber={props.page}
            width={THUMB_WIDTH}
            renderTextLayer={false}
            renderAnnotationLayer={false}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {props.page}
      </Typography>
    </Box>
  );
}

function ContentsPanel(props: { pages: number; page: number; onOpen: (page: number) => void }) {
  const [tab, setTab] = useState<'bookmarks' | 'pages'>('bookmarks');
  const [noOutline, setNoOutline] = useState(false);
  const [outlineFailed, setOutlineFailed] = useState(false);
  return (
    <Stack sx={{ width: PANEL_WIDTH, height: '100%', minHeight: 0 }}>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} variant="fullWidth">
        <Tab value="bookmarks" label="Bookmarks" />
        <Tab value="pages" label="Pages" />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1 }}>
        {/* The outline stays mounted so its items exist (and jump) whichever tab is open. */}
        <Box
          hidden={tab !== 'bookmarks'}
          component="nav"
          aria-label="Bookmarks"
          sx={{
            '& ul': { listStyle: 'none', m: 0, pl: 1.5 },
            '& > div > ul': { pl: 0 },
            '& a': {
              display: 'block',
              py: 0.5,
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: 1,
              px: 1,
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            },
          }}
        >
          <Outline
            onItemClick={({ pageNumber }) => props.onOpen(pageNumber)}
            onLoadSuccess={(outline) => setNoOutline(!outline || outline.length === 0)}
            onLoadError={() => setOutlineFailed(true)}
          />
          {outlineFailed && <Alert severity="error">{DELIVERY_ERRORS.loadBookmarks}</Alert>}
          {noOutline && !outlineFailed && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              This document has no bookmarks. Use Pages to move through it.
            </Typography>
          )}
        </Box>
        {tab === 'pages' &&
          Array.from({ length: props.pages }, (_, i) => (
            <LazyThumbnail
              key={i}
              page={i + 1}
              current={props.page === i + 1}
              onOpen={props.onOpen}
            />
          ))}
      </Box>
    </Stack>
  );
}

/** A box marked on its page: where the signer signs, or has signed. */
export interface MarkedBox {
  box: SignatureBox;
  label: string;
  done: boolean;
  /** What is shown in the box once done: a typed name, or a drawn image. */
  given?: { text: string; image: string } | null;
  /** How given text reads: as a signature (the default), or as plain text (a date, a title). */
  plain?: boolean;
}

/** The boxes on the page drawn, placed over it at its scale (PDF units run from the bottom). */
function BoxMarks(props: {
  marks: MarkedBox[];
  size: { width: number; height: number };
  scale: number;
}) {
  return props.marks.map((mark, index) => (
    <Box
      key={index}
      aria-hidden
      sx={{
        position: 'absolute',
        left: mark.box.left * props.scale,
        top: (props.size.height - mark.box.bottom - mark.box.height) * props.scale,
        width: mark.box.width * props.scale,
        height: mark.box.height * props.scale,
        border: 2,
        borderStyle: mark.done ? 'solid' : 'dashed',
        borderColor: mark.done ? 'success.main' : 'warning.main',
        bgcolor: mark.done ? 'rgba(46, 125, 50, 0.08)' : 'rgba(237, 108, 2, 0.12)',
        borderRadius: 0.5,
        lineHeight: 1.2,
      }}
    >
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          top: -20,
          left: -2,
          px: 0.75,
          borderRadius: 0.5,
          color: 'common.white',
          bgcolor: mark.done ? 'success.dark' : 'warning.dark',
          whiteSpace: 'nowrap',
        }}
      >
        {mark.label}
      </Typography>
      {mark.given?.image ? (
        <Box
          component="img"
          src={mark.given.image}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        mark.given?.text && (
          <Box
            sx={{
              fontFamily: mark.plain ? 'inherit' : '"Dancing Script", cursive',
              fontSize: mark.box.height * props.scale * (mark.plain ? 0.55 : 0.7),
              lineHeight: `${mark.box.height * props.scale}px`,
              color: '#0d2a6b',
              px: 0.5,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {mark.given.text}
          </Box>
        )
      )}
    </Box>
  ));
}

export default function PdfViewer(props: {
  url: string;
  /** Told the page shown whenever it changes (staff add it to a form). */
  onPageChange?: (page: number) => void;
  /** A page to show; a new object each time it is asked, so asking again shows it again. */
  show?: { page: number } | null;
  /** Boxes to mark on their pages. */
  marks?: MarkedBox[];
}) {
  const { onPageChange, show } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [panelOpen, setPanelOpen] = useState(false);
  /** The page whose pixels are drawn: the stage is busy until the page shown is. */
  const [drawn, setDrawn] = useState(0);
  /** The page's own size (PDF units), to place the marks. */
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [stage, width] = useWidth<HTMLDivElement>();
  const go = (next: number) => {
    setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
    setPanelOpen(false);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Keys meant for a field, a list or a panel that has its own (data-own-keys) stay there.
      if (
        target?.closest(
          'input, textarea, [role="listbox"], [role="menu"], [data-own-keys], [role="dialog"] [role="dialog"]',
        )
      )
        return;
      const moves: Record<string, number> = {
        ArrowRight: page + 1,
        PageDown: page + 1,
        ArrowLeft: page - 1,
        PageUp: page - 1,
        Home: 1,
        End: pages,
      };
      const next = moves[event.key];
      if (next === undefined || pages === 0) return;
      event.preventDefault();
      setPage(Math.min(Math.max(1, next), pages));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, pages]);

  useEffect(() => onPageChange?.(page), [page, onPageChange]);
  useEffect(() => {
    if (show) setPage(show.page);
  }, [show]);

  const zoomIndex = ZOOMS.indexOf(zoom);
  const panel = <ContentsPanel pages={pages} page={page} onOpen={go} />;
  const pageWidth = Math.max(240, Math.min(width - 32, 900));

  return (
    <Document
      file={props.url}
      loading={spinner}
      error={<Alert severity="error">{DELIVERY_ERRORS.loadPdf}</Alert>}
      onLoadSuccess={(pdf) => setPages(pdf.numPages)}
      onItemClick={({ pageNumber }) => go(pageNumber)}
    >
      <Stack sx={{ height: '100%', minHeight: 0 }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label="Pages"
          sx={{
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {phone && (
            <Tooltip title="Bookmarks and pages">
              <IconButton aria-label="Bookmarks and pages" onClick={() => setPanelOpen(true)}>
                <MenuBook />
              </IconButton>
            </Tooltip>
          )}
          <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeft />
          </IconButton>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ minWidth: 88, textAlign: 'center', whiteSpace: 'nowrap' }}
          >
            Page {page} of {pages || '…'}
          </Typography>
          <IconButton aria-label="Next page" disabled={page >= pages} onClick={() => go(page + 1)}>
            <ChevronRight />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <IconButton
            aria-label="Zoom out"
            disabled={zoomIndex <= 0}
            onClick={() => setZoom(ZOOMS[zoomIndex - 1]!)}
          >
            <ZoomOut />
          </IconButton>
          <Typography
            variant="body2"
            sx={{ minWidth: 44, textAlign: 'center', display: { xs: 'none', sm: 'block' } }}
          >
            {Math.round(zoom * 100)}%
          </Typography>
          <IconButton
            aria-label="Zoom in"
            disabled={zoomIndex >= ZOOMS.length - 1}
            onClick={() => setZoom(ZOOMS[zoomIndex + 1]!)}
          >
            <ZoomIn />
          </IconButton>
        </Stack>
        <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
          {phone ? (
            // Above the full-screen dialog the viewer lives in (a drawer sits below dialogs).
            <Drawer
              open={panelOpen}
              onClose={() => setPanelOpen(false)}
              sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
            >
              {panel}
            </Drawer>
          ) : (
            <Box sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              {panel}
            </Box>
          )}
          {/* Focusable, so the keyboard scrolls a zoomed page too. */}
          <Box
            ref={stage}
            tabIndex={0}
            sx={{ flex: 1, minWidth: 0, overflow: 'auto', bgcolor: 'grey.100', py: 2, px: 2 }}
          >
            {width > 0 && pages > 0 && (
              <Paper
                component="section"
                aria-label={`Page ${page} of ${pages}`}
                aria-busy={drawn !== page}
                elevation={2}
                sx={{ lineHeight: 0, mx: 'auto', width: 'fit-content', position: 'relative' }}
              >
                <Page
                  pageNumber={page}
                  width={pageWidth}
                  scale={zoom}
                  renderAnnotationLayer={false}
                  onLoadSuccess={(p) =>
                    setSize({ width: p.originalWidth, height: p.originalHeight })
                  }
                  onRenderSuccess={() => setDrawn(page)}
                  loading={
                    <Box sx={{ width: pageWidth * zoom, height: pageWidth * zoom * 1.29 }} />
                  }
                />
                {size && drawn === page && (
                  <BoxMarks
                    marks={(props.marks ?? []).filter((m) => m.box.page === page)}
                    size={size}
                    scale={(pageWidth * zoom) / size.width}
                  />
                )}
              </Paper>
            )}
          </Box>
        </Stack>
      </Stack>
    </Document>
  );
}
