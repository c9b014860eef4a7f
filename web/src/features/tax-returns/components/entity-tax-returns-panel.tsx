// The entity view's tax returns (spec 3 §2 "also inline on the entity view"): each return with its
// year, status and last change, newest first; Upload Tax Return; and Delete with the spec's
// confirmation. A return still being processed says so and the list follows it until it is ready.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { DELETE_CONFIRMATION } from '@portico/common/tax-returns/delivery-texts';
import {
  PROCESSING_STATUSES,
  TAX_RETURN_STATUS_LABELS,
  type TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import {
  TAX_RETURN_DELETED,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/upload-tax-return';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { toast } from '@/lib/toast';
import { useDeleteTaxReturn, useEntityTaxReturns } from '../api/entity-tax-returns';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

const STATUS_COLORS: Partial<
  Record<TaxReturnStatus, 'default' | 'info' | 'warning' | 'error' | 'success'>
> = {
  importing: 'info',
  processing: 'info',
  action_required: 'warning',
  error: 'error',
  finished: 'success',
  completed: 'success',
};

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function StatusChip({ tax }: { tax: TaxReturnSummaryDto }) {
  const chip = (
    <Chip
      size="small"
      label={TAX_RETURN_STATUS_LABELS[tax.status]}
      color={STATUS_COLORS[tax.status] ?? 'default'}
      variant={PROCESSING_STATUSES.includes(tax.status) ? 'outlined' : 'filled'}
    />
  );
  return tax.error ? (
    <Tooltip title={tax.error}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

export function EntityTaxReturnsPanel(props: { companyId: string; companyName: string }) {
  const query = useEntityTaxReturns(props.companyId);
  const remove = useDeleteTaxReturn(props.companyId);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TaxReturnSummaryDto | null>(null);

  return (
    <SectionCard
      title="Tax Returns"
      action={
        <Button variant="outlined" startIcon={<Add />} onClick={() => setUploading(true)}>
          Upload Tax Return
        </Button>
      }
    >
      <QueryContent query={query} skeletonHeight={96}>
        {(returns) =>
          returns.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No tax returns for {props.companyName} yet.
            </Typography>
          ) : (
            <Table size="small" aria-label={`Tax returns of ${props.companyName}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Tax return</TableCell>
                  <TableCell>Tax year</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Updated</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {returns.map((tax) => (
                  <TableRow key={tax.id}>
                    <TableCell>{tax.tax_return_name}</TableCell>
                    <TableCell>{tax.tax_year}</TableCell>
                    <TableCell>
                      <StatusChip tax={tax} />
                    </TableCell>
                    <TableCell>{updated(tax.updated_at)}</TableCell>
                    <TableCell align="right">
                      <IconButton
                        aria-label={`Delete ${tax.tax_return_name}`}
                        onClick={() => setDeleting(tax)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryContent>
      {uploading && (
        <UploadTaxReturnDialog
          companyId={props.companyId}
          companyName={props.companyName}
          onClose={() => setUploading(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete tax return"
          confirmLabel="Yes"
          destructive
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(TAX_RETURN_DELETED);
                setDeleting(null);
              },
            })
          }
        >
          {DELETE_CONFIRMATION}
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
