// The firm's drop link as staff copy it; copying waits for unsaved settings, so the link handed
// out always behaves as the dialog shows.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { DROP_LINK_MESSAGES } from '@portico/common/documents/drop-link';
import { toast } from '@/lib/toast';

const COPY_FAILED = 'Could not copy the link. Select it and copy it instead.';

export function DropLinkAddress({ url, unsaved }: { url: string; unsaved: boolean }) {
  const copy = () =>
    // Without a clipboard (an insecure page) the call throws: the same failure as a refusal.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => toast.success(DROP_LINK_MESSAGES.copied),
        () => toast.error(COPY_FAILED),
      );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Drop link"
        value={url}
        fullWidth
        helperText={unsaved ? DROP_LINK_MESSAGES.saveFirst : undefined}
        onFocus={(e) => e.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyOutlined />}
        disabled={unsaved}
        onClick={() => void copy()}
        sx={{ flexShrink: 0, mt: { sm: 1 }, whiteSpace: 'nowrap' }}
      >
        Copy link
      </Button>
    </Stack>
  );
}
