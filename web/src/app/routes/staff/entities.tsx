// The Entities page (/admin, spec 3 §2): the firm's entities, paged, sorted, searched and filtered;
// a selection is tagged, sent a questionnaire or a document to sign, or given notification settings.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { EntityRowDto } from '@portico/common/people/people-list';
import { paths } from '@/config/paths';
import { can } from '@/lib/authorization';
import { useEntityList } from '@/features/people/api/people-lists';
import type { ListColumn } from '@/components/list-table';
import { CreateClientButton } from '@/features/people/components/create-client-button';
import { EntityRowActions } from '@/features/people/components/entity-row-actions';
import { ManageTagsButton } from '@/features/people/components/manage-tags-button';
import { NewEntityButton } from '@/features/people/components/new-entity-button';
import { PeopleListPage } from '@/features/people/components/people-list-page';
import { BulkNotificationsButton } from '@/features/notifications/components/bulk-notifications-button';
import { SendMenu } from '@/features/questionnaires/components/send-menu';
import { SendForSignatureButton } from '@/features/signature-requests/components/send-for-signature-button';
import { countNoun } from '@portico/common/format/count-noun';
import { useSession } from '../use-session';

const status = (e: EntityRowDto) =>
  e.inactive ? 'Inactive' : e.readonly_access ? 'Read-only' : 'Active';

const entityColumns = (canDelete: boolean): ListColumn<EntityRowDto>[] => [
  {
    id: 'name',
    label: 'Entity Name',
    sortBy: 'name',
    render: (e) => (
      <Link component={RouterLink} to={paths.staff.entity.getHref(e.hash_id)}>
        {e.name}
      </Link>
    ),
  },
  { id: 'type', label: 'Entity Type', sortBy: 'entity_type', render: (e) => e.entity_type },
  { id: 'external', label: 'External ID', render: (e) => e.external_entity_id },
  {
    id: 'tags',
    label: 'Tags',
    render: (e) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {e.entity_tags.map((t) => (
          <Chip key={t.id} size="small" label={t.name} />
        ))}
      </Stack>
    ),
  },
  { id: 'status', label: 'Status', render: status },
  {
    id: 'created',
    label: 'Created',
    sortBy: 'created_at',
    render: (e) => new Date(e.created_at).toLocaleDateString(),
  },
  {
    id: 'actions',
    label: 'Actions',
    render: (e) => <EntityRowActions entity={e} canDelete={canDelete} />,
  },
];

export default function EntitiesRoute() {
  const { user, firm, subject } = useSession();
  const canDelete = can('people:delete-entity', subject);
  const columns = useMemo(() => entityColumns(canDelete), [canDelete]);
  const groupsEnabled = firm?.preferences?.has_firm_groups === true;
  const groupLocked = user.firm_access === 'group';
  return (
    <PeopleListPage<EntityRowDto>
      kind="entities"
      title="Entities"
      searchLabel="Search entities"
      tagKind="entity"
      columns={columns}
      useRows={useEntityList}
      groupsEnabled={groupsEnabled}
      groupLocked={groupLocked}
      bulkActions={(ids, done) => (
        <>
          <SendMenu
            targets={ids.map((id) => ({ id, name: '' }))}
            targetsLabel={countNoun(ids.length, 'entity', 'entities')}
            dropOff={can('drop-off:send', subject)}
          />
          {can('signature-requests:view', subject) && (
            <SendForSignatureButton companyIds={ids} onDone={done} />
          )}
          <BulkNotificationsButton companyIds={ids} onDone={done} />
        </>
      )}
      actions={
        <Stack direction="row" spacing={1}>
          <ManageTagsButton kind="entity" />
          <NewEntityButton />
          <CreateClientButton
            groupsEnabled={groupsEnabled}
            lockedGroupId={groupLocked ? user.firm_group_id : null}
          />
        </Stack>
      }
    />
  );
}
