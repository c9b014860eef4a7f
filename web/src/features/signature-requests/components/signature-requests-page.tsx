// Signatures (/signature-requests, spec 3 §2): the firm's signature requests, filtered, searched,
// sorted and paged on the server (entity, year, form, document, status, updated, signatures "N of
// M"), with "Upload Signature Request" for any entity; a request opens as its actions say.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@portico/common/format/instant';
import {
  NO_SIGNATURE_REQUESTS,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import { DeliveryTablePage } from '@/components/delivery-table-page';
import type { ListColumn } from '@/components/list-table';
import { OpenRecordLink } from '@/components/open-record-link';
import { paths } from '@/config/paths';
import { useSignatureRequestsPage } from '../api/signature-requests';
import { useSignatureRequestsParams } from '../hooks/use-signature-requests-params';
import { useSignatureRequestActions } from './signature-request-actions';
import { SignatureRequestStatusChip } from './signature-request-status-chip';
import { SignatureRequestsFilters } from './signature-requests-filters';
import { UploadSignatureRequestDialog } from './upload-signature-request-dialog';

function columns(
  actions: ReturnType<typeof useSignatureRequestActions>,
): ListColumn<SignatureRequestDto>[] {
  return [
    {
      id: 'company_name',
      label: 'Entity',
      sortBy: 'company_name',
      render: (r) => (
        <Link component={RouterLink} to={paths.staff.entity.getHref(r.company_hash)}>
          {r.company_name}
        </Link>
      ),
    },
    { id: 'tax_year', label: 'Tax year', sortBy: 'tax_year', render: (r) => r.tax_year },
    { id: 'form_name', label: 'Form', sortBy: 'form_name', render: (r) => r.form_name },
    {
      id: 'document_name',
      label: 'Document',
      sortBy: 'document_name',
      render: (r) => (
        <OpenRecordLink onOpen={() => actions.open(r)}>{r.document_name}</OpenRecordLink>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      sortBy: 'status',
      render: (r) => <SignatureRequestStatusChip request={r} />,
    },
    {
      id: 'updated_at',
      label: 'Updated',
      sortBy: 'updated_at',
      render: (r) => formatDay(r.updated_at),
    },
    {
      id: 'signatures',
      label: 'Signatures',
      sortBy: 'signatures',
      render: (r) =>
        r.signatures.total === 0 ? '—' : `${r.signatures.done} of ${r.signatures.total}`,
    },
    { id: 'actions', label: 'Actions', render: (r) => actions.menu(r) },
  ];
}

export function SignatureRequestsPage() {
  const state = useSignatureRequestsParams();
  const { params } = state;
  const query = useSignatureRequestsPage(params);
  const [uploading, setUploading] = useState(false);
  const actions = useSignatureRequestActions();
  const uploadButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setUploading(true)}>
      Upload Signature Request
    </Button>
  );

  return (
    <DeliveryTablePage<SignatureRequestDto>
      title="Signatures"
      action={uploadButton}
      filters={<SignatureRequestsFilters table={state} />}
      state={state}
      query={query}
      table={{
        label: 'Signature requests',
        columns: columns(actions),
        rows: query.data?.signature_requests,
        total: query.data?.meta.total_count,
        params,
        emptyText: NO_SIGNATURE_REQUESTS,
      }}
    >
      {uploading && <UploadSignatureRequestDialog onClose={() => setUploading(false)} />}
      {actions.dialogs}
    </DeliveryTablePage>
  );
}
