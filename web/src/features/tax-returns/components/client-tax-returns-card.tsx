// The client dashboard's "Tax Returns" (spec 3 §2): the chosen entity's returns for the chosen tax
// year that have reached the client, each with where it stands and the way to it (a draft to
// review, a return to open); "No tax returns for {year}" when there is none.
import { clientStatusOf, reachedClient } from '@portico/common/tax-returns/client-status';
import { DashboardListCard } from '@/components/dashboard-list-card';
import { paths } from '@/config/paths';
import { useEntityTaxReturns } from '../api/entity-tax-returns';

export function ClientTaxReturnsCard(props: { companyId: string; taxYear: number }) {
  const query = useEntityTaxReturns(props.companyId);
  // As the client sees them (staff previewing the client's view get every return from the API).
  const returns = (query.data ?? []).filter(
    (r) => r.tax_year === props.taxYear && reachedClient(r),
  );
  return (
    <DashboardListCard
      title="Tax Returns"
      loading={query.isPending}
      failed={query.isError ? 'Your tax returns could not be loaded.' : null}
      empty={`No tax returns for ${props.taxYear}`}
      rows={returns.map((tax) => {
        const status = clientStatusOf(tax);
        return {
          key: tax.id,
          primary: tax.tax_return_name,
          secondary: `Tax year ${tax.tax_year}`,
          status,
          action: status.action
            ? {
                label: status.action,
                to: paths.client.taxReturnDelivery.getHref(tax.id, tax.company_id),
              }
            : null,
        };
      })}
    />
  );
}
