// The entity view's signature requests (issue 46 "the entity view … show an entity's requests"):
// each with its form, document, year, status and signatures, newest first, opened and acted on as
// from Signatures; Upload Signature Request for this entity.
import { useState } from 'react';
import { formatDay } from '@portico/common/format/instant';
import type { SignatureRequestDto } from '@portico/common/signature-requests/signature-request-model';
import { EntityRecordsSection, type RecordColumn } from '@/components/entity-records-section';
import { OpenRecordLink } from '@/components/open-record-link';
import { useEntitySignatureRequests } from '../api/signature-requests';
import { useSignatureRequestActions } from './signature-request-actions';
import { SignatureRequestStatusChip } from './signature-request-status-chip';
import { UploadSignatureRequestDialog } from './upload-signature-request-dialog';

export function EntitySignatureRequestsPanel(props: { companyId: string; companyName: string }) {
  const query = useEntitySignatureRequests(props.companyId);
  const [uploading, setUploading] = useState(false);
  const actions = useSignatureRequestActions();
  const columns: RecordColumn<SignatureRequestDto>[] = [
    {
      label: 'Document',
      render: (r) => (
        <OpenRecordLink onOpen={() => actions.open(r)}>{r.document_name}</OpenRecordLink>
      ),
    },
    { label: 'Form', render: (r) => r.form_name },
    { label: 'Tax year', render: (r) => r.tax_year },
    { label: 'Status', render: (r) => <SignatureRequestStatusChip request={r} /> },
    {
      label: 'Signatures',
      render: (r) =>
        r.signatures.total === 0 ? '—' : `${r.signatures.done} of ${r.signatures.total}`,
    },
    { label: 'Updated', render: (r) => formatDay(r.updated_at) },
  ];

  return (
    <EntityRecordsSection
      title="Signature Requests"
      uploadLabel="Upload Signature Request"
      onUpload={() => setUploading(true)}
      query={query}
      empty={`No signature requests for ${props.companyName} yet.`}
      tableLabel={`Signature requests of ${props.companyName}`}
      columns={columns}
      actions={actions.menu}
    >
      {uploading && (
        <UploadSignatureRequestDialog
          entity={{ id: props.companyId, name: props.companyName }}
          onClose={() => setUploading(false)}
        />
      )}
      {actions.dialogs}
    </EntityRecordsSection>
  );
}
