// The entity view's Dashboard: the entity's owners (with a preview of what each sees) and details.
// Questionnaires and tax returns join when their areas are built.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useEntityOutlet } from './entity-frame';

export default function EntityDashboardRoute() {
  const company = useEntityOutlet();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-label="Owners" sx={{ p: 3 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          Owners
        </Typography>
        {company.owners.length === 0 ? (
          <Typography color="text.secondary">This entity has no owners.</Typography>
        ) : (
          <List disablePadding>
            {company.owners.map((owner) => (
              <ListItem
                key={owner.id}
                divider
                secondaryAction={
                  <Button
                    component={RouterLink}
                    to={paths.preview.root.getHref(owner.id, company.hash_id)}
                  >
                    Preview
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.staff.user.getHref(owner.id)}>
                      {owner.full_name}
                    </Link>
                  }
                  secondary={`${owner.email}${owner.paying ? '' : ' · inactive'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          Questionnaires
        </Typography>
        <Typography color="text.secondary">No questionnaires found</Typography>
      </Paper>
    </Stack>
  );
}
