// A signer's review of a signature request (/review-signature-request/{id}?companyId=): the
// document in the viewer with their fields marked on its pages ("Sign here", then what they gave)
// and, beside it (a tab away on a phone), what it asks of them (my-fields.tsx).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestSigningDto } from '@portico/common/signature-requests/request-signing';
import { FIELD_KIND_LABELS } from '@portico/common/signature-requests/signature-fields';
import type { MarkedBox } from '@/components/document-screen/pdf-viewer';
import {
  DocumentScreen,
  DocumentWithPanel,
  documentSpinner,
} from '@/components/document-screen/document-screen';
import { useRequestFile, useRequestSigning } from '../../api/request-signing';
import { MyFields } from './my-fields';

const ASK: Record<string, string> = {
  signature: 'Sign here',
  initials: 'Initial here',
  date: 'Date',
  text: 'Fill in',
};

const marksOf = (signing: RequestSigningDto): MarkedBox[] =>
  signing.fields.map((field) => ({
    box: field,
    label: field.value ? FIELD_KIND_LABELS[field.kind] : ASK[field.kind]!,
    done: field.value !== null,
    given: field.value && { text: field.value.text, image: field.value.image },
    plain: field.kind === 'date' || field.kind === 'text',
  }));

export function SignatureRequestReview(props: { requestId: string; onClose: () => void }) {
  const signing = useRequestSigning(props.requestId);
  const file = useRequestFile(props.requestId);
  const [show, setShow] = useState<{ page: number } | null>(null);
  const request = signing.data?.request;
  return (
    <DocumentScreen
      title={request ? `${request.form_name} (${request.tax_year})` : 'Signature request'}
      subtitle={request?.document_name ?? ''}
      onClose={props.onClose}
    >
      <DocumentWithPanel
        file={file}
        label="What to do"
        width={400}
        show={show}
        marks={signing.data ? marksOf(signing.data) : []}
      >
        <Box sx={{ p: 2 }}>
          {signing.isPending && documentSpinner}
          {signing.isError && <Alert severity="error">{signing.error.message}</Alert>}
          {signing.data && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {signing.data.firm_name} asks you to sign {signing.data.request.document_name} for{' '}
                {signing.data.request.company_name}.
              </Typography>
              <MyFields
                requestId={props.requestId}
                signing={signing.data}
                onShow={(field) => setShow({ page: field.page })}
              />
            </>
          )}
        </Box>
      </DocumentWithPanel>
    </DocumentScreen>
  );
}
