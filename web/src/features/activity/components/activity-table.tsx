// A page of the activity log: when, what kind, what happened, on which entity, by whom; 32 a page.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivityLogsDto } from '@portico/common/activity/activity-logs';
import { formatDateTime } from '@portico/common/format/instant';
import { paths } from '@/config/paths';
import { ActivityTypeChip } from './activity-type-chip';

const COLUMNS = ['When', 'Type', 'Activity', 'Entity', 'By'];

export function ActivityTable(props: {
  data: ActivityLogsDto | undefined;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  const { data } = props;
  const span = COLUMNS.length;
  return (
    <Box>
      <Box sx={{ height: 4 }}>
        {props.fetching && data && <LinearProgress aria-label="Loading" />}
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Activities" aria-busy={props.fetching}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!data &&
              !props.error &&
              Array.from({ length: 4 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={span}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {props.error && !data && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Alert severity="error" action={<Button onClick={props.onRetry}>Retry</Button>}>
                    Something went wrong
                  </Alert>
                </TableCell>
              </TableRow>
            )}
            {data?.activities.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {props.emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {data?.activities.map((a) => (
              <TableRow key={a.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at)}</TableCell>
                <TableCell>
                  <ActivityTypeChip typeId={a.type_id} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.title}
                  </Typography>
                  {a.description && (
                    <Typography variant="body2" color="text.secondary">
                      {a.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {a.company_hash && a.company_name ? (
                    <Link component={RouterLink} to={paths.staff.entity.getHref(a.company_hash)}>
                      {a.company_name}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{a.user_name ?? 'Portal'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={data.page - 1}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[]}
          onPageChange={(_, page) => props.onPage(page + 1)}
        />
      )}
    </Box>
  );
}
