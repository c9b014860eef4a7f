// Staff's delivery view of one return on its own address (/tax-return-delivery-admin-view/{id}
// ?companyId=, spec 3 §2): the same full-size view the Deliver table opens; closing it goes to
// Deliver.
import { useNavigate, useParams } from 'react-router';
import { NotAllowed } from '@/components/not-allowed';
import { paths } from '@/config/paths';
import { TaxReturnDeliveryView } from '@/features/tax-returns/components/delivery/tax-return-delivery-view';
import { can } from '@/lib/authorization';
import { useSession } from '../use-session';

export default function TaxReturnDeliveryAdminViewRoute() {
  const { taxReturnId = '' } = useParams();
  const navigate = useNavigate();
  const { subject } = useSession();
  if (!can('tax-returns:view', subject)) return <NotAllowed title="Deliver" />;
  return (
    <TaxReturnDeliveryView
      taxReturnId={taxReturnId}
      onClose={() => void navigate(paths.staff.taxReturns.getHref())}
    />
  );
}
