// A signer's review of a signature request (/review-signature-request/{id}?companyId=): the
// document in the viewer with their fields marked on its pages ("Sign here", then what they gave)
// and, beside it (a tab away on a phone), what it asks of them (my-fields.tsx) — first, when the
// request asks it, that they verify their identity.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestSigningDto } from '@portico/common/signature-requests/request-signing';
import { FIELD_KIND_LABELS } from '@portico/common/signature-requests/signature-fields';
import { identityMessages } from '@portico/common/signing/identity-verification';
import type { MarkedBox } from '@/components/document-screen/pdf-viewer';
import {
  DocumentScreen,
  DocumentWithPanel,
  documentSpinner,
} from '@/components/document-screen/document-screen';
import { MyIdentityCheck } from '@/components/signing/my-identity-check';
import { useIdentityBeingChecked } from '@/lib/use-identity-checks';
import { requestIdentityAt, useRequestFile, useRequestSigning } from '../../api/request-signing';
import { MyFields } from './my-fields';

const SAY = identityMessages('signature request');

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
  // Back from the verification page: Stripe's answer may take a moment; asked again meanwhile.
  const beingChecked = useIdentityBeingChecked();
  const signing = useRequestSigning(props.requestId, (s) => beingChecked(s.identity));
  const identity = signing.data?.identity ?? null;
  const verifying = identity !== null && identity.status !== 'verified';
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
              {verifying && signing.data.request.status === 'sent' && !signing.data.declined && (
                <Box sx={{ mb: 2 }}>
                  <MyIdentityCheck
                    subject="signature request"
                    startPath={requestIdentityAt(props.requestId).start}
                    identity={identity}
                    firmName={signing.data.firm_name}
                    checking={beingChecked(identity)}
                  />
                </Box>
              )}
              <MyFields
                requestId={props.requestId}
                signing={signing.data}
                onShow={(field) => setShow({ page: field.page })}
                waitsFor={verifying ? SAY.waitsForIdentity : undefined}
              />
            </>
          )}
        </Box>
      </DocumentWithPanel>
    </DocumentScreen>
  );
}
