// An entity view's section of records it was sent (Tax Returns, Signature Requests): the upload
// button, the records in a small table — the first column opens one, the last holds its actions —
// or why there are none yet; the section's dialogs (children) follow it.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { QueryContent, type QueryLike } from './query-content';
import { SectionCard } from './section-card';
import { HiddenHeaderCell } from './hidden-header-cell';

export interface RecordColumn<T> {
  label: string;
  render: (record: T) => ReactNode;
}

export function EntityRecordsSection<T extends { id: string }>(props: {
  title: string;
  uploadLabel: string;
  onUpload: () => void;
  query: QueryLike<T[]>;
  /** Said when there are none. */
  empty: string;
  tableLabel: string;
  columns: RecordColumn<T>[];
  actions: (record: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <SectionCard
      title={props.title}
      action={
        <Button variant="outlined" startIcon={<Add />} onClick={props.onUpload}>
          {props.uploadLabel}
        </Button>
      }
    >
      <QueryContent query={props.query} skeletonHeight={96}>
        {(records) =>
          records.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {props.empty}
            </Typography>
          ) : (
            <Table size="small" aria-label={props.tableLabel}>
              <TableHead>
                <TableRow>
                  {props.columns.map((c) => (
                    <TableCell key={c.label}>{c.label}</TableCell>
                  ))}
                  <HiddenHeaderCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((record) => (
                  <TableRow key={record.id}>
                    {props.columns.map((c) => (
                      <TableCell key={c.label}>{c.render(record)}</TableCell>
                    ))}
                    <TableCell align="right">{props.actions(record)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryContent>
      {props.children}
    </SectionCard>
  );
}
