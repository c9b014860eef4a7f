// The Entities list's bulk "Send for signature" (issue 46 "Bulk"; the page shows it while the firm
// has signature requests on): one document to every entity selected (send-for-signature-dialog.tsx).
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import DrawOutlined from '@mui/icons-material/DrawOutlined';

const SendForSignatureDialog = lazy(() => import('./send-for-signature-dialog'));

export function SendForSignatureButton(props: { companyIds: string[]; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<DrawOutlined />} onClick={() => setOpen(true)}>
        Send for signature
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SendForSignatureDialog
            companyIds={props.companyIds}
            onClose={() => {
              setOpen(false);
              props.onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
