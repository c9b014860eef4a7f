// The staff user view (/clients/{userId}): Overview, Back to Users, Dashboard with the client's
// details, their active entities and the way into preview mode.
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatPhone } from '@portico/common/people/phone';
import { paths } from '@/config/paths';
import { useActiveCompanies } from '@/features/people/api/companies';
import { useUserProfile } from '@/features/people/api/users';
import { QueryContent } from '@/components/query-content';

export default function UserFrameRoute() {
  const { userId = '' } = useParams();
  const profile = useUserProfile(userId);
  const companies = useActiveCompanies(userId, true);
  const isClient = profile.data && !profile.data.is_advisor;
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={paths.staff.users.getHref()}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to Users
      </Button>
      <QueryContent query={profile} skeletonHeight={160}>
        {(profileData) => (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <div>
                <Typography variant="overline" color="text.secondary">
                  Overview
                </Typography>
                <Typography variant="h1" component="h1">
                  {profileData.full_name}
                </Typography>
                <Typography color="text.secondary">
                  {profileData.email}
                  {profileData.phone_number ? ` · ${formatPhone(profileData.phone_number)}` : ''}
                </Typography>
              </div>
              {isClient && (
                <div>
                  <Button
                    variant="contained"
                    startIcon={<VisibilityOutlined />}
                    component={RouterLink}
                    to={paths.preview.root.getHref(userId)}
                  >
                    Preview as client
                  </Button>
                </div>
              )}
            </Stack>
            <Stack
              component="nav"
              aria-label="User"
              direction="row"
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Button sx={{ color: 'primary.main', bgcolor: 'action.selected' }}>Dashboard</Button>
            </Stack>
            {isClient && (
              <Paper variant="outlined" component="section" aria-label="Entities" sx={{ p: 3 }}>
                <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                  Active entities
                </Typography>
                {companies.isError && <Alert severity="error">{companies.error.message}</Alert>}
                {companies.data?.length === 0 && (
                  <Typography color="text.secondary">No active entities.</Typography>
                )}
                <List disablePadding>
                  {companies.data?.map((c) => (
                    <ListItem key={c.id} divider>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={paths.staff.entity.getHref(c.hash_id)}>
                            {c.name}
                          </Link>
                        }
                        secondary={c.entity_type}
                      />
                    </ListItem>
                  ))}
                </List>
              </Paper>
            )}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
