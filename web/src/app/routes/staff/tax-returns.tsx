// Deliver (/tax-returns, spec 3 §2): the firm's tax returns table, while the firm delivers.
import { NotAllowed } from '@/components/not-allowed';
import { TaxReturnsPage } from '@/features/tax-returns/components/tax-returns-page';
import { can } from '@/lib/authorization';
import { useSession } from '../use-session';

export default function TaxReturnsRoute() {
  const { subject } = useSession();
  if (!can('tax-returns:view', subject)) return <NotAllowed title="Deliver" />;
  return <TaxReturnsPage />;
}
