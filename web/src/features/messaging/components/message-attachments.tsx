// The documents a message carries (spec 3 §5 "attachments … preview links"): one chip each, which
// opens the file through a fresh short-lived link in a new tab.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import type { MessageAttachmentDto } from '@portico/common/messaging/conversations';
import { documentLink } from '@/lib/upload-documents';
import { toast } from '@/lib/toast';

async function open(documentId: string) {
  // Opened before the link is known, so the browser counts it as the click's own window.
  const tab = window.open('', '_blank');
  try {
    const { url } = await documentLink(documentId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    toast.error(error);
  }
}

export function MessageAttachments(props: {
  attachments: MessageAttachmentDto[];
  /** In the composer: take one off the message (the document stays in the vault). */
  onRemove?: (documentId: string) => void;
}) {
  if (props.attachments.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 0.75 }}
      aria-label={props.onRemove ? 'Attachments to send' : 'Attachments'}
      role="list"
    >
      {props.attachments.map((a) => (
        <Box key={a.document_id} role="listitem" sx={{ minWidth: 0 }}>
          <Chip
            size="small"
            icon={<AttachFile />}
            label={a.name}
            variant="outlined"
            sx={{ bgcolor: 'background.paper', maxWidth: 260 }}
            {...(props.onRemove
              ? { onDelete: () => props.onRemove!(a.document_id) }
              : { onClick: () => void open(a.document_id), 'aria-label': `Open ${a.name}` })}
          />
        </Box>
      ))}
    </Stack>
  );
}
