// A PDF's pages as thumbnails drawn by PDF.js, each labelled with the form recognition found on it
// and the document of the split it is in (in that document's colour). Choosing a page puts it in
// the document being edited, or takes it out. Loaded only with the split review.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Document, Page } from '@/components/file-preview/pdfjs';
import { LOAD_FAILED } from '@/lib/document-preview';
import { partColor } from './part-colors';

/** Thumbnails drawn at first, and added each time more are asked for. */
const PAGES_AT_ONCE = 40;
const WIDTH = 120;

export interface PageOwner {
  index: number;
  name: string;
}

export default function PageThumbnails(props: {
  url: string;
  pageCount: number;
  pageForms: (string | null)[];
  owners: Map<number, PageOwner>;
  /** The document being edited, whose pages are marked chosen. */
  activeIndex: number | null;
  onToggle: (page: number) => void;
}) {
  const [shown, setShown] = useState(PAGES_AT_ONCE);
  const pages = Array.from({ length: Math.min(props.pageCount, shown) }, (_, i) => i + 1);
  return (
    <Document
      file={props.url}
      loading={
        <Stack sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the pages" />
        </Stack>
      }
      error={<Alert severity="error">{LOAD_FAILED}</Alert>}
    >
      <Box
        component="ul"
        aria-label="Pages"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${WIDTH + 16}px, 1fr))`,
          gap: 2,
        }}
      >
        {pages.map((page) => {
          const owner = props.owners.get(page);
          const color = owner ? partColor(owner.index) : undefined;
          const form = props.pageForms[page - 1];
          const chosen = owner !== undefined && owner.index === props.activeIndex;
          return (
            <Box
              component="li"
              key={page}
              sx={{ display: 'flex', justifyContent: 'center', position: 'relative' }}
            >
              <ButtonBase
                focusRipple
                aria-pressed={chosen}
                // Its visible text first (WCAG 2.5.3), then the document it is in.
                aria-label={`Page ${page}${form ? ` ${form}` : ''}, in ${owner ? owner.name : 'no document'}`}
                onClick={() => props.onToggle(page)}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  width: WIDTH + 8,
                  p: 0.5,
                  borderRadius: 1,
                  border: 2,
                  borderColor: color ?? 'divider',
                  bgcolor: chosen ? 'action.selected' : 'background.paper',
                  opacity: owner ? 1 : 0.6,
                }}
              >
                <Box sx={{ lineHeight: 0, minHeight: 150, bgcolor: 'grey.100' }}>
                  <Page
                    pageNumber={page}
                    width={WIDTH}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={<Box sx={{ width: WIDTH, height: 150 }} />}
                  />
                </Box>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 0.5, gap: 0.5 }}
                >
                  <Typography variant="caption">Page {page}</Typography>{' '}
                  {form && (
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {form}
                    </Typography>
                  )}
                </Stack>
              </ButtonBase>
              {/* Outside the button: its name is what it shows, and says the document in words. */}
              {owner && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 8,
                    right: 8,
                    pointerEvents: 'none',
                    bgcolor: color,
                    color: 'common.white',
                    borderRadius: 0.5,
                    px: 0.75,
                    typography: 'caption',
                    fontWeight: 500,
                  }}
                >
                  {owner.index + 1}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {props.pageCount > shown && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + PAGES_AT_ONCE)}>
            Show more pages ({props.pageCount - shown} more)
          </Button>
        </Stack>
      )}
    </Document>
  );
}
