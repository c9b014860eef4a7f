// A PDF's pages, drawn by PDF.js (react-pdf) at the dialog's width times the zoom and turned by the
// rotation, with their text selectable; a long file shows its first pages and more on request.
// Loaded only when a PDF is previewed.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import 'react-pdf/dist/Page/TextLayer.css';
import { LOAD_FAILED } from '@/lib/document-preview';
import type { PageSize } from './page-size';
import { Document, Page } from './pdfjs';

/** Pages drawn at first, and added each time more are asked for. */
export const PAGES_AT_ONCE = 10;

const loading = (
  <Stack sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the document" />
  </Stack>
);

export default function PdfPages(props: {
  url: string;
  width: number;
  zoom: number;
  rotation: number;
  /** Drawn over each page (its annotations), given the page's size and scale. */
  overlay?: (page: number, size: PageSize) => ReactNode;
}) {
  const [pages, setPages] = useState(0);
  const [sizes, setSizes] = useState<Record<number, { width: number; height: number }>>({});
  const [shown, setShown] = useState(PAGES_AT_ONCE);
  return (
    <Document
      file={props.url}
      loading={loading}
      error={<Alert severity="error">{LOAD_FAILED}</Alert>}
      onLoadSuccess={(pdf) => setPages(pdf.numPages)}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {Array.from({ length: Math.min(pages, shown) }, (_, i) => (
          <Paper
            key={i}
            component="section"
            aria-label={`Page ${i + 1} of ${pages}`}
            elevation={2}
            sx={{ lineHeight: 0, position: 'relative' }}
          >
            <Page
              pageNumber={i + 1}
              width={props.width}
              scale={props.zoom}
              rotate={props.rotation}
              renderAnnotationLayer={false}
              loading={<Box sx={{ width: props.width * props.zoom, height: 200 }} />}
              onLoadSuccess={(page) =>
                setSizes((all) =>
                  all[i + 1]
                    ? all
                    : {
                        ...all,
                        [i + 1]: { width: page.originalWidth, height: page.originalHeight },
                      },
                )
              }
            />
            {props.overlay &&
              sizes[i + 1] &&
              props.overlay(i + 1, {
                ...sizes[i + 1]!,
                scale: (props.width * props.zoom) / sizes[i + 1]!.width,
              })}
          </Paper>
        ))}
        {pages > shown && (
          <Button variant="outlined" onClick={() => setShown((n) => n + PAGES_AT_ONCE)}>
            Show more pages ({pages - shown} more)
          </Button>
        )}
      </Stack>
    </Document>
  );
}
