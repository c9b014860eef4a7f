// The questionnaire's additional attachments (spec 2 §4): documents moved out of the questions,
// marked as others. A drop area for documents dragged from a question; each can be opened, moved
// back into a question, or removed.
import { useState } from 'react';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentDto } from '@portico/common/documents/uploads';
import { useAnswering } from '../hooks/answering-context';
import { ADDITIONAL_ATTACHMENTS, DOCUMENT_DRAG_TYPE } from '../hooks/question-documents';
import { DocumentRow, RemoveDocumentDialog } from './document-row';

export function AdditionalAttachments() {
  const { documents, readOnly, preview } = useAnswering();
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<DocumentDto | null>(null);
  const canChange = !readOnly && !preview;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="additional-attachments-title"
      onDragOver={(e) => {
        if (!canChange || !e.dataTransfer.types.includes(DOCUMENT_DRAG_TYPE)) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const moved = e.dataTransfer.getData(DOCUMENT_DRAG_TYPE);
        if (canChange && moved && !documents.additional.some((d) => d.id === moved))
          void documents.move(moved, ADDITIONAL_ATTACHMENTS);
      }}
      sx={{
        p: { xs: 2, sm: 3 },
        borderStyle: dragging ? 'dashed' : 'solid',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack spacing={1}>
        <Typography
          variant="h3"
          id="additional-attachments-title"
          sx={{ fontSize: '1.125rem', fontWeight: 600 }}
        >
          Additional attachments
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {canChange
            ? 'A document that does not answer any question can go here: drag it here, or use its Move button.'
            : 'Documents that do not answer any question.'}
        </Typography>
        {documents.additional.length > 0 ? (
          <List dense disablePadding aria-label="Additional attachments">
            {documents.additional.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                from={null}
                onRemove={() => setRemoving(document)}
              />
            ))}
          </List>
        ) : (
          <Typography variant="body2">No additional attachments yet.</Typography>
        )}
      </Stack>
      {removing && (
        <RemoveDocumentDialog
          document={removing}
          from={null}
          onRemoved={() => documents.forget(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
