// The overview's Expected column (issue 15 item 8): for each questionnaire's entity and tax year,
// how many of the forms expected from last year have arrived ('1 of 2'), the missing ones in its
// tooltip. One call answers the whole page; the cells read it from the context the overview gives.
import { createContext, useContext } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ExpectedSummaryDto } from '@portico/common/questionnaires/expected-documents';
import type { OverviewRowDto } from '@portico/common/questionnaires/overview';
import { summaryKey } from '../api/expected-documents';

/** The page's summaries by entity-year; undefined while they load. */
export const ExpectedSummaries = createContext<Map<string, ExpectedSummaryDto> | undefined>(
  undefined,
);

const none = <Typography color="text.secondary">—</Typography>;

export function ExpectedCell({ row }: { row: OverviewRowDto }) {
  const summaries = useContext(ExpectedSummaries);
  if (!row.company) return none;
  // A progress indicator while loading: a bare span may not carry a label (axe aria-prohibited-attr).
  if (!summaries) return <Skeleton width={40} role="progressbar" aria-label="Loading" />;
  const summary = summaries.get(summaryKey(row.company.id, row.tax_year));
  if (!summary?.expected) return none;
  const all = summary.received === summary.expected;
  const label = `${summary.received} of ${summary.expected} expected documents received`;
  return (
    <Tooltip title={all ? 'All received' : `Missing: ${summary.missing.join(', ')}`}>
      <Typography
        variant="body2"
        aria-label={label}
        color={all ? 'success.main' : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {summary.received} of {summary.expected}
      </Typography>
    </Tooltip>
  );
}
