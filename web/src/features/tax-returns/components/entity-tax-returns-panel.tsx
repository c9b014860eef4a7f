// The entity view's tax returns (spec 3 §2 "also inline on the entity view"): each return with its
// year, status and last change, newest first, opened as from Deliver; Upload Tax Return; and
// Delete with the spec's confirmation. A return still being processed says so and the list follows it until it is ready.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { EntityRecordsSection, type RecordColumn } from '@/components/entity-records-section';
import { useEntityTaxReturns } from '../api/entity-tax-returns';
import { DeleteTaxReturnDialog } from './delete-tax-return-dialog';
import { OpenRecordLink } from '@/components/open-record-link';
import { useReturnOpener } from './return-opener';
import { TaxReturnStatusChip } from './tax-return-status-chip';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function EntityTaxReturnsPanel(props: { companyId: string; companyName: string }) {
  const query = useEntityTaxReturns(props.companyId);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TaxReturnSummaryDto | null>(null);
  const opener = useReturnOpener();
  const columns: RecordColumn<TaxReturnSummaryDto>[] = [
    {
      label: 'Tax return',
      render: (tax) => (
        <OpenRecordLink onOpen={() => opener.open(tax)}>{tax.tax_return_name}</OpenRecordLink>
      ),
    },
    { label: 'Tax year', render: (tax) => tax.tax_year },
    { label: 'Status', render: (tax) => <TaxReturnStatusChip tax={tax} /> },
    { label: 'Updated', render: (tax) => updated(tax.updated_at) },
  ];

  return (
    <EntityRecordsSection
      title="Tax Returns"
      uploadLabel="Upload Tax Return"
      onUpload={() => setUploading(true)}
      query={query}
      empty={`No tax returns for ${props.companyName} yet.`}
      tableLabel={`Tax returns of ${props.companyName}`}
      columns={columns}
      actions={(tax) => (
        <IconButton aria-label={`Delete ${tax.tax_return_name}`} onClick={() => setDeleting(tax)}>
          <DeleteOutlined />
        </IconButton>
      )}
    >
      {uploading && (
        <UploadTaxReturnDialog
          entity={{ id: props.companyId, name: props.companyName }}
          onClose={() => setUploading(false)}
        />
      )}
      {opener.dialogs}
      {deleting && (
        <DeleteTaxReturnDialog taxReturnId={deleting.id} onClose={() => setDeleting(null)} />
      )}
    </EntityRecordsSection>
  );
}
