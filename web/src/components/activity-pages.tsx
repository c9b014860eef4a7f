// One thing's activity (a questionnaire's Activities tab, a tax return's activity log): the log's
// lines about it, newest first, with who did each and when, and Newer/Older between pages.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SubjectActivityPageDto } from '@portico/common/activity/subject-activity';
import { formatDateTime } from '@portico/common/format/instant';

export function ActivityPages(props: {
  query: UseQueryResult<SubjectActivityPageDto>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { query, page } = props;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={160} />;
  const { activities, has_more: more } = query.data;
  return (
    <Stack spacing={1}>
      {activities.length === 0 ? (
        <Typography sx={{ py: 2 }}>No activity yet.</Typography>
      ) : (
        <List dense aria-label="Activities">
          {activities.map((a) => (
            <ListItem key={a.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={a.title}
                secondary={
                  <>
                    {a.description}
                    <br />
                    {[a.by, formatDateTime(a.created_at)].filter(Boolean).join(' · ')}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {(page > 1 || more) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={page === 1} onClick={() => props.onPage(page - 1)}>
            Newer
          </Button>
          <Button disabled={!more} onClick={() => props.onPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
