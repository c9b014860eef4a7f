// The entity view's Dashboard: the entity's contact details, its owners (with a preview of what
// each sees), its tags, its tax returns and signature requests (while the firm has them on), its
// questionnaires, the documents expected of it and its prior-year items.
import Stack from '@mui/material/Stack';
import { EntityContactDetails } from '@/features/people/components/entity-contact-details';
import { EntityOwnersPanel } from '@/features/people/components/entity-owners-panel';
import { RecordTagsSection } from '@/features/people/components/record-tags-section';
import { EntityQuestionnairesPanel } from '@/features/questionnaires/components/entity-questionnaires-panel';
import { EntityExpectedDocumentsCard } from '@/features/questionnaires/components/expected-documents';
import { RolloverItemsCard } from '@/features/questionnaires/components/rollover-items-card';
import { EntitySignatureRequestsPanel } from '@/features/signature-requests/components/entity-signature-requests-panel';
import { EntityTaxReturnsPanel } from '@/features/tax-returns/components/entity-tax-returns-panel';
import { can } from '@/lib/authorization';
import { useSession } from '../use-session';
import { useEntityOutlet } from './entity-frame';

export default function EntityDashboardRoute() {
  const company = useEntityOutlet();
  const { subject } = useSession();
  return (
    <Stack spacing={3}>
      <EntityContactDetails company={company} />
      <EntityOwnersPanel company={company} />
      <RecordTagsSection
        kind="entity"
        record={{ id: company.id, name: company.name, tags: company.entity_tags }}
      />
      {can('tax-returns:view', subject) && (
        <EntityTaxReturnsPanel companyId={company.id} companyName={company.name} />
      )}
      {can('signature-requests:view', subject) && (
        <EntitySignatureRequestsPanel companyId={company.id} companyName={company.name} />
      )}
      <EntityQuestionnairesPanel
        company={{ id: company.id, hash: company.hash_id, name: company.name }}
        dropOff={can('drop-off:send', subject)}
        customStatuses={can('custom-statuses:use', subject)}
      />
      <EntityExpectedDocumentsCard companyId={company.id} />
      <RolloverItemsCard companyId={company.id} companyName={company.name} />
    </Stack>
  );
}
