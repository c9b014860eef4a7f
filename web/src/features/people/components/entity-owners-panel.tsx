// The entity view's owners (spec 3 §5, §7 update_owners / change_primary_contact, add spouse): each
// owner with a preview of what they see, the primary contact and an Individual's spouse marked; make
// another owner primary, remove an owner, add one (an existing user or a new user) or a spouse.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { SectionCard } from '@/components/section-card';
import type { EntityDto } from '@portico/common/people/entity-dto';
import { INDIVIDUAL } from '@portico/common/people/create-client';
import { ENTITY_UPDATED } from '@portico/common/people/user-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useFirmUsers } from '@/lib/firm-catalog';
import { useChangePrimaryContact, useRemoveOwner } from '../api/owners';
import { AddOwnerDialog } from './add-owner-dialog';
import { AddSpouseDialog } from './add-spouse-dialog';
import { ConversationChoice } from './conversation-choice';
import type { ConversationChoice as ConversationChoiceValue } from '@portico/common/people/owners';

type Owner = EntityDto['owners'][number];

function OwnerActions({ company, owner }: { company: EntityDto; owner: Owner }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [removing, setRemoving] = useState(false);
  const [conversation, setConversation] = useState<ConversationChoiceValue>('move');
  const primary = useChangePrimaryContact(company.id);
  const remove = useRemoveOwner(company.id);
  const isPrimary = owner.id === company.primary_owner_id;
  const feedback = { onSuccess: () => toast.success(ENTITY_UPDATED), onError: toast.error };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${owner.full_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.preview.root.getHref(owner.id, company.hash_id)}>
          Preview as {owner.full_name}
        </MenuItem>
        <MenuItem
          disabled={isPrimary || primary.isPending}
          onClick={() => {
            setAnchor(null);
            primary.mutate(owner.id, feedback);
          }}
        >
          Make primary contact
        </MenuItem>
        <MenuItem
          disabled={isPrimary}
          onClick={() => {
            setAnchor(null);
            setRemoving(true);
          }}
        >
          <ListItemText
            primary="Remove owner"
            secondary={isPrimary ? 'Make another owner primary first' : undefined}
          />
        </MenuItem>
      </Menu>
      {removing && (
        <ConfirmDialog
          title="Remove owner?"
          options={
            <ConversationChoice
              name={owner.full_name}
              change="remove"
              value={conversation}
              onChange={setConversation}
            />
          }
          confirmLabel="Remove"
          destructive
          pending={remove.isPending}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(
              { userId: owner.id, conversation },
              {
                ...feedback,
                onSettled: () => setRemoving(false),
              },
            )
          }
        >
          {owner.full_name} will no longer see {company.name} when they sign in. Their own account
          is not changed.
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * The owners with their actions and the add buttons, framed by the caller: `frame` gets the
 * buttons and the list (the entity view's card, the "Update Owners" dialog).
 */
export function EntityOwnersEditor({
  company,
  frame,
}: {
  company: EntityDto;
  frame: (actions: ReactNode, list: ReactNode) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  const [addingSpouse, setAddingSpouse] = useState(false);
  const advisors = useFirmUsers(adding);
  const canAddSpouse = company.entity_type === INDIVIDUAL && !company.spouse_id;
  const actions = (
    <Stack direction="row" spacing={1}>
      {canAddSpouse && (
        <Button startIcon={<GroupAddOutlined />} onClick={() => setAddingSpouse(true)}>
          Add spouse
        </Button>
      )}
      <Button startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
        Add owner
      </Button>
    </Stack>
  );
  const list =
    company.owners.length === 0 ? (
      <Typography color="text.secondary">This entity has no owners.</Typography>
    ) : (
      <List disablePadding aria-label="Owners of this entity">
        {company.owners.map((owner) => (
          <ListItem
            key={owner.id}
            divider
            secondaryAction={<OwnerActions company={company} owner={owner} />}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Link component={RouterLink} to={paths.staff.user.getHref(owner.id)}>
                    {owner.full_name}
                  </Link>
                  {owner.id === company.primary_owner_id && (
                    <Chip size="small" color="primary" variant="outlined" label="Primary contact" />
                  )}
                  {owner.id === company.spouse_id && <Chip size="small" label="Spouse" />}
                  {!owner.paying && <Chip size="small" color="warning" label="Inactive" />}
                </Stack>
              }
              secondary={owner.email || 'No email'}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <>
      {frame(actions, list)}
      <AddOwnerDialog
        open={adding}
        onClose={() => setAdding(false)}
        entity={company}
        advisors={advisors.data ?? []}
      />
      {addingSpouse && <AddSpouseDialog entity={company} onClose={() => setAddingSpouse(false)} />}
    </>
  );
}

export function EntityOwnersPanel({ company }: { company: EntityDto }) {
  return (
    <EntityOwnersEditor
      company={company}
      frame={(actions, list) => (
        <SectionCard title="Owners" action={actions}>
          {list}
        </SectionCard>
      )}
    />
  );
}
