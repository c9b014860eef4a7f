// The entity view's signature requests (issue 46 "the entity view … show an entity's requests"):
// each with its form, document, year, status and signatures, newest first, opened and acted on as
// from Signatures; Upload Signature Request for this entity.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { formatDay } from '@portico/common/format/instant';
import { OpenRecordLink } from '@/components/open-record-link';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { useEntitySignatureRequests } from '../api/signature-requests';
import { useSignatureRequestActions } from './signature-request-actions';
import { SignatureRequestStatusChip } from './signature-request-status-chip';
import { UploadSignatureRequestDialog } from './upload-signature-request-dialog';

export function EntitySignatureRequestsPanel(props: { companyId: string; companyName: string }) {
  const query = useEntitySignatureRequests(props.companyId);
  const [uploading, setUploading] = useState(false);
  const actions = useSignatureRequestActions();

  return (
    <SectionCard
      title="Signature Requests"
      action={
        <Button variant="outlined" startIcon={<Add />} onClick={() => setUploading(true)}>
          Upload Signature Request
        </Button>
      }
    >
      <QueryContent query={query} skeletonHeight={96}>
        {(requests) =>
          requests.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No signature requests for {props.companyName} yet.
            </Typography>
          ) : (
            <Table size="small" aria-label={`Signature requests of ${props.companyName}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Document</TableCell>
                  <TableCell>Form</TableCell>
                  <TableCell>Tax year</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Signatures</TableCell>
                  <TableCell>Updated</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <OpenRecordLink onOpen={() => actions.open(r)}>
                        {r.document_name}
                      </OpenRecordLink>
                    </TableCell>
                    <TableCell>{r.form_name}</TableCell>
                    <TableCell>{r.tax_year}</TableCell>
                    <TableCell>
                      <SignatureRequestStatusChip request={r} />
                    </TableCell>
                    <TableCell>
                      {r.signatures.total === 0
                        ? '—'
                        : `${r.signatures.done} of ${r.signatures.total}`}
                    </TableCell>
                    <TableCell>{formatDay(r.updated_at)}</TableCell>
                    <TableCell align="right">{actions.menu(r)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryContent>
      {uploading && (
        <UploadSignatureRequestDialog
          entity={{ id: props.companyId, name: props.companyName }}
          onClose={() => setUploading(false)}
        />
      )}
      {actions.dialogs}
    </SectionCard>
  );
}
