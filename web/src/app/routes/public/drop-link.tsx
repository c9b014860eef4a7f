// /drop-link?firm={token} (spec 1 §3 Drop Link), also /secure-upload?firm={token}: the firm's
// public address for sending it documents without signing in.
import { useSearchParams } from 'react-router';
import { DropLinkPage } from '@/features/documents/components/drop-link/drop-link-page';

export default function DropLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('firm')?.trim() ?? '';
  return <DropLinkPage key={token} token={token} />;
}
