// The client dashboard's "Tax Returns" (spec 3 §2): the chosen entity's returns for the chosen tax
// year that have reached the client, each with where it stands and the way to it (a draft to
// review, a return to open); "No tax returns for {year}" when there is none.
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
import { clientStatusOf, reachedClient } from '@portico/common/tax-returns/client-status';
import { paths } from '@/config/paths';
import { useEntityTaxReturns } from '../api/entity-tax-returns';

export function ClientTaxReturnsCard(props: { companyId: string; taxYear: number }) {
  const query = useEntityTaxReturns(props.companyId);
  // As the client sees them (staff previewing the client's view get every return from the API).
  const returns = (query.data ?? []).filter(
    (r) => r.tax_year === props.taxYear && reachedClient(r),
  );
  return (
    <Box component="section" aria-label="Tax Returns">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Tax Returns
      </Typography>
      <Paper variant="outlined">
        {query.isPending ? (
          <Skeleton variant="rectangular" height={72} />
        ) : returns.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {query.isError
              ? 'Your tax returns could not be loaded.'
              : `No tax returns for ${props.taxYear}`}
          </Typography>
        ) : (
          <List disablePadding>
            {returns.map((tax, i) => {
              const status = clientStatusOf(tax);
              return (
                <ListItem
                  key={tax.id}
                  divider={i < returns.length - 1}
                  sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: 1.5 }}
                >
                  <ListItemText
                    primary={tax.tax_return_name}
                    secondary={`Tax year ${tax.tax_year}`}
                    sx={{ minWidth: 0 }}
                  />
                  <Chip size="small" label={status.label} color={status.color} />
                  {status.action && (
                    <Button
                      variant={status.color === 'warning' ? 'contained' : 'outlined'}
                      component={RouterLink}
                      to={paths.client.taxReturnDelivery.getHref(tax.id, tax.company_id)}
                    >
                      {status.action}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
    </Box>
  );
}
