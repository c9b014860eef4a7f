// The frame around /help (public in spec 1 §2): a signed-in client reads it inside their portal,
// with its navigation; anyone else inside the public bar.
import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useHelpReader } from './help-reader';

// Loaded only for the reader who gets it, so anonymous visitors never download the client shell.
const ClientShell = lazy(() => import('../client/client-shell'));
const PublicLayout = lazy(() => import('../public/public-layout'));

export default function HelpFrame() {
  const reader = useHelpReader();
  if (reader === 'pending') return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {reader === 'client' ? <ClientShell /> : <PublicLayout />}
    </Suspense>
  );
}
