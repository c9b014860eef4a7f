// A return's "Activity log" (spec 3 §2 "View activity log"): what happened to it, newest first,
// 32 lines a page.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubjectActivityPageDto } from '@portico/common/activity/subject-activity';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { ActivityPages } from '@/components/activity-pages';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function ActivityLogDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const { tax } = props;
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...queryRoots.taxReturns, 'activity', tax.id, page],
    queryFn: () =>
      api.get<SubjectActivityPageDto>(
        `/tax_returns/${encodeURIComponent(tax.id)}/get_activity_logs?page=${page}`,
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="activity-log">
      <DialogTitle id="activity-log">Activity log</DialogTitle>
      {/* Focusable, so a long log scrolls from the keyboard. */}
      <DialogContent tabIndex={0}>
        <ActivityPages query={query} page={page} onPage={setPage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
