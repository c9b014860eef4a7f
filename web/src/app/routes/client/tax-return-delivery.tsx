// The client's tax return (/tax-return-delivery/{id}?companyId=, spec 3 §2): a delivered return
// opens with what it asks of them; a draft in "Review Draft Tax Return"; closing either goes back
// to the dashboard. A return the client may not see reads as not found.
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isDelivered } from '@portico/common/tax-returns/sending';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { DeliveredReturnDialog } from '@/features/tax-returns/components/delivery/delivered-return-dialog';
import { DraftReviewDialog } from '@/features/tax-returns/components/review/draft-review-dialog';
import { useTaxReturn } from '@/features/tax-returns/api/draft-review';
import { useClientView } from './client-view';

export default function TaxReturnDeliveryRoute() {
  const { taxReturnId = '' } = useParams();
  const navigate = useNavigate();
  const view = useClientView();
  const tax = useTaxReturn(taxReturnId);
  const back = () => void navigate(view.links.dashboard);
  if (tax.isPending) return <FullPageSpinner />;
  if (tax.isError || !tax.data)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{tax.error?.message ?? 'Tax return not found'}</Alert>
        <Button variant="outlined" onClick={back}>
          Back to dashboard
        </Button>
      </Stack>
    );
  const entity = view.companies?.find((c) => c.id === tax.data.company_id);
  const canReview = !view.readonlyUser && !entity?.readonly_access;
  if (isDelivered(tax.data.status)) return <DeliveredReturnDialog tax={tax.data} onClose={back} />;
  if (tax.data.draft_status === null)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">
          Your {tax.data.tax_year} tax return is with your advisor. You will be told when it is
          ready to sign.
        </Alert>
        <Button variant="outlined" onClick={back}>
          Back to dashboard
        </Button>
      </Stack>
    );
  return <DraftReviewDialog tax={tax.data} canReview={canReview} onClose={back} />;
}
