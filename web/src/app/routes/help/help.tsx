// The help page (/help, and /preview/user/{id}/help for staff previewing a client): the topics for
// what the reader may use, a way back, and who to contact: the reader's firm, with its contact
// details, when the reader is signed in.
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { can } from '@/lib/authorization';
import { useCurrentFirm } from '@/lib/current-firm';
import { FirmInfoCard } from '@/features/firm/components/firm-info-card';
import { HelpPage } from '@/features/help/components/help-page';
import { useClientView } from '../client/client-view';
import { SendMessageButton } from '../client/send-message-button';
import { useSession } from '../use-session';
import { useHelpReader } from './help-reader';

const CONTACT_TITLE = 'Who to contact';
const FIRM_HELPS =
  'Your firm runs this portal and can help with your account, questionnaires and documents.';

/** A client in their portal, or staff previewing one. */
function ClientHelp() {
  const { firm, firmName, subject } = useSession();
  const view = useClientView();
  const canMessage =
    can('client-messages:view', subject) && !view.readonlyUser && !view.current?.readonly_access;
  return (
    <HelpPage
      back={{ label: 'Back to dashboard', to: view.links.dashboard }}
      intro={`Answers to common questions about your ${firmName} client portal.`}
      audience={{
        messages: can('client-messages:view', subject),
        documents: can('client-documents:view', subject),
      }}
      contact={
        <FirmInfoCard
          title={CONTACT_TITLE}
          name={firmName}
          contact={firm?.contact}
          description={FIRM_HELPS}
          action={canMessage && <SendMessageButton />}
        />
      }
    />
  );
}

/** Staff, or a client who has not finished setting up: '/' takes each where they belong. */
function SignedInHelp() {
  const firm = useCurrentFirm().data;
  return (
    <HelpPage
      back={{ label: 'Back to dashboard', to: paths.home.getHref() }}
      intro="Answers to common questions about the client portal."
      audience={{ messages: true, documents: true }}
      contact={
        <FirmInfoCard
          title={CONTACT_TITLE}
          name={firm?.name ?? 'Your firm'}
          contact={firm?.contact}
          description={FIRM_HELPS}
        />
      }
    />
  );
}

function AnonymousHelp() {
  return (
    <HelpPage
      back={{ label: 'Back to sign in', to: paths.signIn.getHref() }}
      intro="Answers to common questions about signing in to your firm’s client portal and using it."
      audience={{ messages: true, documents: true }}
      firstTopic="signing-in"
      contact={
        <FirmInfoCard
          title={CONTACT_TITLE}
          name="Your firm"
          contact={undefined}
          description="The firm that invited you runs this portal and can help with your account. Their phone number and email are in the emails they send you; once you sign in, you will find them here and on your dashboard."
        />
      }
    />
  );
}

export default function HelpRoute() {
  const { previewUserId } = useParams();
  const reader = useHelpReader();
  if (previewUserId || reader === 'client') return <ClientHelp />;
  if (reader === 'pending') return <FullPageSpinner />;
  return reader === 'signed-in' ? <SignedInHelp /> : <AnonymousHelp />;
}
