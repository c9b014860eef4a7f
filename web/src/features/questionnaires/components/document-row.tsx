// One document in a question or in the additional attachments: its name opens it in the preview
// dialog, what recognition made of it shows under it, and (where the person may change things)
// Move to… another upload question or the additional attachments, and Remove. The row can also be
// dragged onto another question's drop area (spec 2 §4).
import { cutText, textLength } from '@portico/common/format/code-points';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import type { DocumentDto } from '@portico/common/documents/uploads';
import { toast } from '@/lib/toast';
import { deleteDocument } from '@/lib/upload-documents';
import { useAnswering } from '../hooks/answering-context';
import { DOCUMENT_DRAG_TYPE } from '../hooks/question-documents';
import { ExtractedForms } from './extracted-forms';
import { ConfirmDialog } from './later-parts';

const FilePreviewDialog = lazy(() => import('@/components/file-preview/file-preview-dialog'));

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const clipped = (text: string) => (textLength(text) > 60 ? `${cutText(text, 57)}…` : text);

export function DocumentRow({
  document,
  from,
  onRemove,
}: {
  document: DocumentDto;
  /** Where it is now: the question's id, or null in the additional attachments. */
  from: string | null;
  /** Offered where the person may change things. */
  onRemove?: () => void;
}) {
  const { page, documents, readOnly, preview } = useAnswering();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const canChange = !readOnly && !preview;
  const [previewing, setPreviewing] = useState(false);
  const actions: ReactNode = canChange && (
    <Stack direction="row">
      <IconButton
        aria-label={`Move ${document.name}`}
        aria-haspopup="menu"
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <DriveFileMoveOutlined fontSize="small" />
      </IconButton>
      {onRemove && (
        <IconButton edge="end" aria-label={`Remove ${document.name}`} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
  return (
    <ListItem
      disableGutters
      secondaryAction={actions}
      draggable={canChange}
      onDragStart={(e) => {
        e.dataTransfer.setData(DOCUMENT_DRAG_TYPE, document.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ pr: canChange ? 11 : 0, cursor: canChange ? 'grab' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <DescriptionOutlined fontSize="small" color="action" />
      </ListItemIcon>
      <ListItemText
        primary={
          <Button
            variant="text"
            size="small"
            onClick={() => setPreviewing(true)}
            sx={{ p: 0, minWidth: 0, textAlign: 'left', textTransform: 'none' }}
          >
            {document.name}
          </Button>
        }
        // A block: the forms under it are a list.
        slotProps={{ secondary: { component: 'div' } }}
        secondary={
          <>
            {sizeOf(document.size)}
            <ExtractedForms questionnaireId={page.id} documentId={document.id} />
          </>
        }
      />
      {previewing && (
        <Suspense fallback={null}>
          <FilePreviewDialog
            file={document}
            canDownload={!readOnly}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      )}
      <Menu
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ list: { 'aria-label': `Move ${document.name} to` } }}
      >
        {documents.places
          .filter((place) => place.id !== from)
          .map((place) => (
            <MenuItem
              key={place.id ?? 'additional'}
              onClick={() => {
                setMenu(null);
                void documents.move(document.id, place);
              }}
            >
              {clipped(place.label)}
            </MenuItem>
          ))}
      </Menu>
    </ListItem>
  );
}

/** Asks before a document is removed, removes it, and says so when that fails. */
export function RemoveDocumentDialog({
  document,
  from,
  onRemoved,
  onClose,
}: {
  document: DocumentDto;
  /** Where it is: the question's id, or null in the additional attachments. */
  from: string | null;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const remove = async () => {
    try {
      await deleteDocument(document.id);
      onRemoved();
      onClose();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={`Remove ${document.name}?`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => void remove()}
        onClose={onClose}
      >
        {`The file will be removed from this ${from ? 'question' : 'questionnaire'} and from your documents.`}
      </ConfirmDialog>
    </Suspense>
  );
}
