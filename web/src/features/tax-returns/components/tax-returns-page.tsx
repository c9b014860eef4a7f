// Deliver (/tax-returns, spec 3 §2): the firm's tax returns, filtered, searched, sorted and paged
// on the server, with "Send Tax Return" to upload one for any entity; a return opens as
// return-opener.tsx says.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { NO_TAX_RETURNS } from '@portico/common/tax-returns/delivery-texts';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { DeliveryTablePage } from '@/components/delivery-table-page';
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
    <DeliveryTablePage<TaxReturnSummaryDto>
      title="Deliver"
      action={sendButton}
      filters={<TaxReturnsFilters table={state} />}
      state={state}
      query={query}
      table={{
        label: 'Tax returns',
        columns,
        rows: query.data?.tax_returns,
        total: query.data?.meta.total_count,
        params,
        emptyText: NO_TAX_RETURNS,
        noWrap: true,
        selection: { selected: selection.selected, onSelect: selection.select },
      }}
    >
      {uploading && <UploadTaxReturnDialog onClose={() => setUploading(false)} />}
      {opener.dialogs}
      {checking && <ReturnVerificationChecks tax={checking} onClose={() => setChecking(null)} />}
    </DeliveryTablePage>
  );
}
