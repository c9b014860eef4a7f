// The preview dialog (spec 3 "Documents browser"): a PDF's pages or an image, zoomed from 0.5 to 3
// and turned in quarter turns, with Download where the caller may save files; a HEIC photo comes
// as the JPEG the server made of it, and any other type says 'File type not supported yet'. Where
// it is used may add tools and draw over a PDF's pages (the vault's annotations).
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RotateRightOutlined from '@mui/icons-material/RotateRightOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined';
import { ApiError } from '@/lib/api-client';
import { downloadDocument, LOAD_FAILED, useDocumentPreview } from '@/lib/document-preview';
import type { PageSize } from './page-size';
import {
  NOT_SUPPORTED,
  previewKind,
  rotated,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomed,
  type PreviewKind,
} from './preview-view';

const PdfPages = lazy(() => import('./pdf-pages'));

const TITLE_ID = 'file-preview-title';

const spinner = (
  <Stack sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the document" />
  </Stack>
);

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      {/* A span, so the tooltip still works on a disabled button. */}
      <span>
        <IconButton aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The content box's inner width, followed as the dialog resizes (pages are drawn to fit it). */
function useInnerWidth(): [number, (node: HTMLElement | null) => void] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

function ImageView(props: {
  url: string;
  name: string;
  width: number;
  zoom: number;
  rotation: number;
}) {
  const [natural, setNatural] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={props.url}
        alt={props.name}
        onLoad={(event) => setNatural(event.currentTarget.naturalWidth)}
        sx={{
          // At 100% an image fits the dialog (never blown up past its own size); zoomed, it
          // grows in the layout, so the dialog scrolls to all of it.
          width: natural ? Math.min(natural, props.width) * props.zoom : 'auto',
          maxWidth: 'none',
          transform: `rotate(${props.rotation}deg)`,
          boxShadow: 2,
          bgcolor: 'background.paper',
        }}
      />
    </Box>
  );
}

/** What a caller adds to the viewer: tools under its header, and what is drawn over PDF pages. */
export interface PreviewExtras {
  tools?: (view: { kind: PreviewKind | null; rotation: number }) => ReactNode;
  pageOverlay?: (view: {
    rotation: number;
  }) => ((page: number, size: PageSize) => ReactNode) | undefined;
}

export default function FilePreviewDialog(props: {
  file: { id: string; name: string };
  canDownload: boolean;
  extras?: PreviewExtras;
  onClose: () => void;
}) {
  const { file } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const preview = useDocumentPreview(file.id);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [width, measure] = useInnerWidth();
  const kind = preview.data ? previewKind(preview.data.content_type) : null;
  const viewable = kind === 'pdf' || kind === 'image';

  let body: ReactNode;
  if (preview.isPending) body = spinner;
  else if (preview.isError)
    body = (
      <Alert severity="error">
        {preview.error instanceof ApiError && preview.error.status === 400
          ? preview.error.message
          : LOAD_FAILED}
      </Alert>
    );
  else if (kind === 'pdf')
    body = (
      <Suspense fallback={spinner}>
        {width > 0 && (
          <PdfPages
            url={preview.data.url}
            width={width}
            zoom={zoom}
            rotation={rotation}
            overlay={props.extras?.pageOverlay?.({ rotation })}
          />
        )}
      </Suspense>
    );
  else if (kind === 'image')
    body = (
      <ImageView
        url={preview.data.url}
        name={file.name}
        width={width}
        zoom={zoom}
        rotation={rotation}
      />
    );
  else
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <Typography>{NOT_SUPPORTED}</Typography>
      </Stack>
    );

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby={TITLE_ID}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minWidth: 0, flexWrap: 'wrap' }}
      >
        <Typography id={TITLE_ID} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {file.name}
        </Typography>
        {viewable && (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <ToolButton
              label="Zoom out"
              onClick={() => setZoom((z) => zoomed(z, -1))}
              disabled={zoom <= ZOOM_MIN}
            >
              <ZoomOutOutlined />
            </ToolButton>
            <Typography
              role="status"
              aria-label="Zoom"
              variant="body2"
              sx={{ width: 48, textAlign: 'center' }}
            >
              {Math.round(zoom * 100)}%
            </Typography>
            <ToolButton
              label="Zoom in"
              onClick={() => setZoom((z) => zoomed(z, 1))}
              disabled={zoom >= ZOOM_MAX}
            >
              <ZoomInOutlined />
            </ToolButton>
            <ToolButton label="Rotate" onClick={() => setRotation(rotated)}>
              <RotateRightOutlined />
            </ToolButton>
          </Stack>
        )}
        {props.canDownload && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void downloadDocument(file.id)}
          >
            Download
          </Button>
        )}
        <ToolButton label="Close" onClick={props.onClose}>
          <CloseOutlined />
        </ToolButton>
      </Stack>
      {props.extras?.tools?.({ kind, rotation })}
      <DialogContent
        dividers
        // Focusable, so the keyboard scrolls a page wider or longer than the dialog.
        tabIndex={0}
        role="region"
        aria-label="Preview"
        sx={{ bgcolor: 'grey.100', p: { xs: 1, sm: 2 }, height: phone ? undefined : '80vh' }}
      >
        <Box ref={measure} sx={{ overflow: 'visible' }}>
          {body}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
