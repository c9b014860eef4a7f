// Staff check a copy of the return's file they hold (issue 45) — one a client sent back, one from
// an archive: the browser hashes it (SHA-256) and asks whether it is a sealed signed form of this
// return, exactly as sealed, or the return as sent. The file is never uploaded; the answer stays
// in place, named after the file.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { COPY_CHECK_TITLE, copyCheckVerdict } from '@portico/common/tax-returns/copy-check';
import { useCopyCheck } from '../../api/signing';

/** The file's SHA-256 as 64 lowercase hex digits. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const UNREADABLE = 'That file could not be read. Choose it again, or another copy.';

export function CopyCheck(props: { taxReturnId: string }) {
  const picker = useRef<HTMLInputElement>(null);
  const check = useCopyCheck(props.taxReturnId);
  const [file, setFile] = useState<{ name: string; unreadable: boolean } | null>(null);
  const verdict = check.data && copyCheckVerdict(check.data);

  async function chosen(chosenFile: File) {
    check.reset();
    setFile({ name: chosenFile.name, unreadable: false });
    try {
      check.mutate(await sha256Of(chosenFile));
    } catch {
      setFile({ name: chosenFile.name, unreadable: true });
    }
  }

  return (
    <Box component="section" aria-labelledby="copy-check" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id="copy-check">
        {COPY_CHECK_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Is a PDF you hold the one signed and sealed here? It is checked in your browser and never
        uploaded.
      </Typography>
      <input
        ref={picker}
        type="file"
        hidden
        accept="application/pdf,.pdf"
        aria-label="Copy to check"
        onChange={(event) => {
          const chosenFile = event.target.files?.[0];
          event.target.value = '';
          if (chosenFile) void chosen(chosenFile);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<FactCheckOutlined />}
        disabled={check.isPending}
        onClick={() => picker.current?.click()}
      >
        Choose a file to check
      </Button>
      <Box role="status" sx={{ mt: 1 }}>
        {check.isPending && <LinearProgress aria-label="Checking the copy" />}
        {file?.unreadable && <Alert severity="error">{UNREADABLE}</Alert>}
        {check.isError && <Alert severity="error">{check.error.message}</Alert>}
        {verdict && file && (
          <Alert severity={verdict.ok ? 'success' : 'warning'}>
            <AlertTitle sx={{ wordBreak: 'break-word' }}>{file.name}</AlertTitle>
            {verdict.text}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
