// Deliver (/tax-returns, spec 3 §2): the firm's tax returns, filtered, searched, sorted and paged
// on the server, with "Send Tax Return" to upload one for any entity. Opening a return that is
// still being processed says so; a draft under the client's review opens the draft dialog;
// otherwise its PDF opens (until the classification view is built).
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { NO_TAX_RETURNS, PROCESSING_NOTICE } from '@portico/common/tax-returns/delivery-texts';
import {
  PROCESSING_STATUSES,
  type TaxReturnStatus,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import { pageLabel, TAX_RETURN_PAGE_SIZES } from '@portico/common/tax-returns/tax-returns-list';
import { ListTable } from '@/components/list-table';
import { useListSelection } from '@/components/list-selection';
import { toast } from '@/lib/toast';
import { useTaxReturnsPage } from '../api/tax-returns-table';
import { useTaxReturnsParams } from '../hooks/use-tax-returns-params';
import { taxReturnColumns } from './tax-return-columns';
import { TaxReturnDeliveryView } from './delivery/tax-return-delivery-view';
import { TaxReturnDraftDialog } from './tax-return-draft-dialog';
import { TaxReturnRowMenu } from './tax-return-row-menu';
import { TaxReturnsFilters } from './tax-returns-filters';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

/** A draft sent for approval and not yet being classified opens the draft dialog. */
const UNDER_REVIEW: TaxReturnStatus[] = ['draft', 'change_requested', 'approved'];

const FilePreviewDialog = lazy(() => import('@/components/file-preview/file-preview-dialog'));

export function TaxReturnsPage() {
  const state = useTaxReturnsParams();
  const { params } = state;
  const query = useTaxReturnsPage(params);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<TaxReturnSummaryDto | null>(null);
  const [draft, setDraft] = useState<TaxReturnSummaryDto | null>(null);
  const [replacing, setReplacing] = useState<TaxReturnSummaryDto | null>(null);
  /** The return open in the delivery view (classifying, or sent). */
  const [delivering, setDelivering] = useState<string | null>(null);
  const { page: _page, rowsPerPage: _rows, sortBy: _sort, descending: _dir, ...shape } = params;
  const selection = useListSelection(JSON.stringify(shape));

  const open = (tax: TaxReturnSummaryDto) => {
    if (PROCESSING_STATUSES.includes(tax.status)) toast.info(PROCESSING_NOTICE);
    else if (UNDER_REVIEW.includes(tax.status)) setDraft(tax);
    else if (tax.status === 'error') setViewing(tax);
    else setDelivering(tax.id);
  };
  const columns = taxReturnColumns({ open, menu: (tax) => <TaxReturnRowMenu tax={tax} /> });
  const sendButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setUploading(true)}>
      Send Tax Return
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h1" component="h1">
          Deliver
        </Typography>
        {sendButton}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TaxReturnsFilters
            filters={params}
            search={params.search}
            onSearch={state.setSearch}
            onFilters={state.setFilters}
            onClear={state.clearFilters}
            filtering={state.filtering}
          />
          <ListTable<TaxReturnSummaryDto>
            label="Tax returns"
            columns={columns}
            rows={query.data?.tax_returns}
            total={query.data?.meta.total_count}
            params={params}
            rowsPerPageOptions={TAX_RETURN_PAGE_SIZES}
            loading={query.isPending}
            fetching={query.isFetching}
            error={query.isError}
            onRetry={() => void query.refetch()}
            emptyText={NO_TAX_RETURNS}
            emptyAction={
              state.filtering ? (
                <Button variant="outlined" onClick={state.clearFilters}>
                  Reset filters
                </Button>
              ) : (
                sendButton
              )
            }
            showFirstLastButtons
            noWrap
            labelDisplayedRows={pageLabel}
            selected={selection.selected}
            onSelect={selection.select}
            onPage={state.setPage}
            onRowsPerPage={state.setRowsPerPage}
            onSort={state.toggleSort}
          />
        </Stack>
      </Paper>
      {uploading && <UploadTaxReturnDialog onClose={() => setUploading(false)} />}
      {draft && (
        <TaxReturnDraftDialog
          tax={draft}
          onClose={() => setDraft(null)}
          onStarted={() => {
            setDelivering(draft.id);
            setDraft(null);
          }}
          onReplace={() => {
            setReplacing(draft);
            setDraft(null);
          }}
        />
      )}
      {replacing && (
        <UploadTaxReturnDialog
          entity={{ id: replacing.company_id, name: replacing.company_name }}
          replacing={{
            id: replacing.id,
            taxYear: replacing.tax_year,
            name: replacing.tax_return_name,
          }}
          onClose={() => setReplacing(null)}
        />
      )}
      {delivering && (
        <TaxReturnDeliveryView taxReturnId={delivering} onClose={() => setDelivering(null)} />
      )}
      {viewing && (
        <Suspense fallback={null}>
          <FilePreviewDialog
            file={{ id: viewing.document_id, name: viewing.tax_return_name }}
            canDownload
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
