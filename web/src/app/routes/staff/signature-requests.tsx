// Signatures (/signature-requests, spec 1 §3, spec 3 §2): the firm's signature requests table,
// while the firm has signature requests on.
import { NotAllowed } from '@/components/not-allowed';
import { SignatureRequestsPage } from '@/features/signature-requests/components/signature-requests-page';
import { can } from '@/lib/authorization';
import { useSession } from '../use-session';

export default function SignatureRequestsRoute() {
  const { subject } = useSession();
  if (!can('signature-requests:view', subject)) return <NotAllowed title="Signatures" />;
  return <SignatureRequestsPage />;
}
