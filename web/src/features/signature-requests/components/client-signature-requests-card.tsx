// The client dashboard's "Signature Requests": the chosen entity's requests that reached its
// owners — those of the chosen tax year, and any still waiting for signatures whatever its year —
// each with where it stands and the way to it; "No signature requests for {year}" when none.
import {
  REACHED_SIGNERS,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import { DashboardListCard, type DashboardRow } from '@/components/dashboard-list-card';
import { paths } from '@/config/paths';
import { useEntitySignatureRequests } from '../api/signature-requests';

const waiting = (r: SignatureRequestDto) => r.status === 'sent' && !r.declined;

function statusOf(r: SignatureRequestDto): DashboardRow['status'] {
  if (r.declined) return { label: 'Declined', color: 'default' };
  if (r.status === 'sent') return { label: 'To sign', color: 'warning' };
  return { label: r.status === 'signed' ? 'Signed' : 'Completed', color: 'success' };
}

export function ClientSignatureRequestsCard(props: { companyId: string; taxYear: number }) {
  const query = useEntitySignatureRequests(props.companyId);
  // As the client sees them (staff previewing the client's view get every request from the API).
  const requests = (query.data ?? []).filter(
    (r) => REACHED_SIGNERS.includes(r.status) && (r.tax_year === props.taxYear || waiting(r)),
  );
  return (
    <DashboardListCard
      title="Signature Requests"
      loading={query.isPending}
      failed={query.isError ? 'Your signature requests could not be loaded.' : null}
      empty={`No signature requests for ${props.taxYear}`}
      rows={requests.map((r) => {
        const label = waiting(r) ? 'Review and sign' : 'Open';
        return {
          key: r.id,
          primary: r.document_name,
          secondary: `${r.form_name} · Tax year ${r.tax_year}`,
          status: statusOf(r),
          action: {
            label,
            to: paths.client.reviewSignatureRequest.getHref(r.id, r.company_id),
            ariaLabel: `${label}: ${r.document_name}`,
          },
        };
      })}
    />
  );
}
