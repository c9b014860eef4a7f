// A client dashboard's list of records that reached them (tax returns, signature requests): a
// section with its heading, a skeleton while loading, a line when there is none (or it failed to
// load), else a row a record — its name and what it is, where it stands, and the way to it.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface DashboardRow {
  key: string;
  primary: string;
  secondary: string;
  status: { label: string; color: 'default' | 'warning' | 'success' | 'info' | 'error' };
  /** The way to it; contained when it waits for the client. */
  action: { label: string; to: string; ariaLabel?: string } | null;
}

export function DashboardListCard(props: {
  title: string;
  loading: boolean;
  /** Shown instead of the rows when they could not be loaded. */
  failed: string | null;
  empty: string;
  rows: DashboardRow[];
}) {
  const { rows } = props;
  return (
    <Box component="section" aria-label={props.title}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {props.title}
      </Typography>
      <Paper variant="outlined">
        {props.loading ? (
          <Skeleton variant="rectangular" height={72} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {props.failed ?? props.empty}
          </Typography>
        ) : (
          <List disablePadding>
            {rows.map((row, i) => (
              <ListItem
                key={row.key}
                divider={i < rows.length - 1}
                sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: 1.5 }}
              >
                <ListItemText
                  primary={row.primary}
                  secondary={row.secondary}
                  sx={{ minWidth: 0 }}
                />
                <Chip size="small" label={row.status.label} color={row.status.color} />
                {row.action && (
                  <Button
                    variant={row.status.color === 'warning' ? 'contained' : 'outlined'}
                    component={RouterLink}
                    to={row.action.to}
                    aria-label={row.action.ariaLabel}
                  >
                    {row.action.label}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
