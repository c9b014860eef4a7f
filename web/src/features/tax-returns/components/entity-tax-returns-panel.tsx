// The entity view's tax returns (spec 3 §2 "also inline on the entity view"): each return with its
// year, status and last change, newest first, opened as from Deliver; Upload Tax Return; and
// Delete with the spec's confirmation. A return still being processed says so and the list follows it until it is ready.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { useEntityTaxReturns } from '../api/entity-tax-returns';
import { DeleteTaxReturnDialog } from './delete-tax-return-dialog';
import { OpenRecordLink } from '@/components/open-record-link';
import { useReturnOpener } from './return-opener';
import { TaxReturnStatusChip } from './tax-return-status-chip';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function EntityTaxReturnsPanel(props: { companyId: string; companyName: string }) {
  const query = useEntityTaxReturns(props.companyId);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TaxReturnSummaryDto | null>(null);
  const opener = useReturnOpener();

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
                    <TableCell>
                      <OpenRecordLink onOpen={() => opener.open(tax)}>
                        {tax.tax_return_name}
                      </OpenRecordLink>
                    </TableCell>
                    <TableCell>{tax.tax_year}</TableCell>
                    <TableCell>
                      <TaxReturnStatusChip tax={tax} />
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
          entity={{ id: props.companyId, name: props.companyName }}
          onClose={() => setUploading(false)}
        />
      )}
      {opener.dialogs}
      {deleting && (
        <DeleteTaxReturnDialog taxReturnId={deleting.id} onClose={() => setDeleting(null)} />
      )}
    </SectionCard>
  );
}
