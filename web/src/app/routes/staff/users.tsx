// The Users page (/clients, spec 3 §2): the firm's clients, paged, sorted, searched and filtered,
// with the preferred-name and show-details toggles and a row menu to activate, deactivate or make
// read-only.
import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { UserRowDto } from '@portico/common/people/people-list';
import { can } from '@/lib/authorization';
import { ImportButton } from '@/features/imports/components/import-button';
import { useClientsAdded } from '@/features/people/api/create-client';
import { useUserList } from '@/features/people/api/people-lists';
import { AssignAdvisorButton } from '@/features/people/components/assign-advisor-button';
import { CreateClientButton } from '@/features/people/components/create-client-button';
import { EntityTagsByUserButton } from '@/features/people/components/entity-tags-by-user-button';
import { ManageTagsButton } from '@/features/people/components/manage-tags-button';
import { PeopleListPage } from '@/features/people/components/people-list-page';
import { userColumns } from '@/features/people/components/user-columns';
import { UserStatusDialog } from '@/features/people/components/user-status-dialog';
import { SendSignInLinksButton } from '@/features/people/components/send-sign-in-links-button';
import { countNoun } from '@portico/common/format/count-noun';
import { useSession } from '../use-session';

export default function UsersRoute() {
  const { user, firm, subject } = useSession();
  const groupsEnabled = firm?.preferences?.has_firm_groups === true;
  const groupLocked = user.firm_access === 'group';
  const canAssign = can('people:assign-advisor', subject);
  const clientsAdded = useClientsAdded();
  const [statusUser, setStatusUser] = useState<UserRowDto | null>(null);
  const [preferredName, setPreferredName] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const columns = useMemo(
    () => userColumns({ preferredName, showDetails, onStatus: setStatusUser }),
    [preferredName, showDetails],
  );
  return (
    <>
      <PeopleListPage<UserRowDto>
        kind="users"
        title="Users"
        searchLabel="Search users"
        tagKind="contact"
        columns={columns}
        useRows={useUserList}
        groupsEnabled={groupsEnabled}
        groupLocked={groupLocked}
        actions={
          <Stack direction="row" spacing={1}>
            <ManageTagsButton kind="contact" />
            <ImportButton firmAccess={user.firm_access} onImported={clientsAdded} />
            <CreateClientButton
              groupsEnabled={groupsEnabled}
              lockedGroupId={groupLocked ? user.firm_group_id : null}
            />
          </Stack>
        }
        bulkActions={(ids, done) => (
          <>
            <EntityTagsByUserButton userIds={ids} onDone={done} />
            {canAssign && <AssignAdvisorButton clientIds={ids} onDone={done} />}
            <SendSignInLinksButton
              to={{ user_ids: ids }}
              who={countNoun(ids.length, 'user', 'users')}
              onDone={done}
            />
          </>
        )}
        viewToggles={
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={preferredName}
                  onChange={(e) => setPreferredName(e.target.checked)}
                />
              }
              label="Preferred name"
            />
            <FormControlLabel
              control={
                <Switch checked={showDetails} onChange={(e) => setShowDetails(e.target.checked)} />
              }
              label="Show details"
            />
          </>
        }
      />
      <UserStatusDialog user={statusUser} onClose={() => setStatusUser(null)} />
    </>
  );
}
