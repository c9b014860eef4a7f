// A client's entities on their staff view, inactive ones included, with "Create a new entity".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { QueryContent } from '@/components/query-content';
import { useUserEntities } from '../api/users';
import { CreateEntityDialog } from './create-entity-dialog';

export function UserEntitiesPanel({ user }: { user: { id: string; full_name: string } }) {
  const entities = useUserEntities(user.id);
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title="Entities"
      action={
        <Button startIcon={<AddBusinessOutlined />} onClick={() => setCreating(true)}>
          New entity
        </Button>
      }
    >
      <QueryContent query={entities} skeletonHeight={96}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">This user owns no entities yet.</Typography>
          ) : (
            <List disablePadding>
              {list.map((c) => (
                <ListItem key={c.id} divider>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Link component={RouterLink} to={paths.staff.entity.getHref(c.hash_id)}>
                          {c.name}
                        </Link>
                        {c.is_primary && (
                          <Chip size="small" variant="outlined" label="Primary contact" />
                        )}
                        {c.inactive && <Chip size="small" color="warning" label="Inactive" />}
                        {c.readonly_access && <Chip size="small" label="Read-only" />}
                      </Stack>
                    }
                    secondary={c.entity_type}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryContent>
      {creating && <CreateEntityDialog user={user} onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
