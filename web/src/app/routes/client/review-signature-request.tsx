// A signer's signature request (/review-signature-request/{id}?companyId=, spec 3 §2), opened from
// the mail or the dashboard; closing it goes back to the dashboard.
import { useNavigate, useParams } from 'react-router';
import { SignatureRequestReview } from '@/features/signature-requests/components/review/signature-request-review';
import { useClientView } from './client-view';

export default function ReviewSignatureRequestRoute() {
  const { signatureRequestId = '' } = useParams();
  const navigate = useNavigate();
  const view = useClientView();
  return (
    <SignatureRequestReview
      requestId={signatureRequestId}
      onClose={() => void navigate(view.links.dashboard)}
    />
  );
}
