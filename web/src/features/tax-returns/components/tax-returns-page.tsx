// Deliver (/tax-returns, spec 3 §2): the firm's tax returns, filtered, searched, sorted and paged
// on the server, with "Send Tax Return" to upload one for any entity; a return opens as
// return-opener.tsx says.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { NO_TAX_RETURNS } from '@portico/common/tax-returns/delivery-texts';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { pageLabel, TAX_RETURN_PAGE_SIZES } from '@portico/common/tax-returns/tax-returns-list';
import { ListTable } from '@/components/list-table';
import { useListSelection } from '@/components/list-selection';
import { useTaxReturnsPage } from '../api/tax-returns-table';
import { useIdentityChecksOn } from '@/lib/use-identity-checks';
import { useTaxReturnsParams } from '../hooks/use-tax-returns-params';
import { ReturnVerificationChecks } from './actions/return-verification-checks';
import { taxReturnColumns } from './tax-return-columns';
import { useReturnOpener } from './return-opener';
import { TaxReturnRowMenu } from './tax-return-row-menu';
import { TaxReturnsFilters } from './tax-returns-filters';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

export function TaxReturnsPage() {
  const state = useTaxReturnsParams();
  const { params } = state;
  const query = useTaxReturnsPage(params);
  const [uploading, setUploading] = useState(false);
  const opener = useReturnOpener();
  const { page: _page, rowsPerPage: _rows, sortBy: _sort, descending: _dir, ...shape } = params;
  const selection = useListSelection(JSON.stringify(shape));

  const identityOn = useIdentityChecksOn();
  const [checking, setChecking] = useState<TaxReturnSummaryDto | null>(null);
  const columns = taxReturnColumns({
    open: opener.open,
    menu: (tax) => <TaxReturnRowMenu tax={tax} />,
    ...(identityOn && { checks: setChecking }),
  });
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
            selection={{ selected: selection.selected, onSelect: selection.select }}
            onPage={state.setPage}
            onRowsPerPage={state.setRowsPerPage}
            onSort={state.toggleSort}
          />
        </Stack>
      </Paper>
      {uploading && <UploadTaxReturnDialog onClose={() => setUploading(false)} />}
      {opener.dialogs}
      {checking && <ReturnVerificationChecks tax={checking} onClose={() => setChecking(null)} />}
    </Stack>
  );
}
