// Expected documents (issue 15 item 8): the forms an entity handed in the year before, and the
// prior-year items that name one, ticked off as this year's arrive — '1 of 3 received', what is
// still missing first, and the forms that came in that nothing expected. The client sees it on
// the dashboard, staff on the entity view; each sees only the documents they may.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  expectedItemLabel,
  receivedSummary,
  type ExpectedDocumentsDto,
  type ExpectedItemDto,
} from '@portico/common/questionnaires/expected-documents';
import { isStaffOnlyFolder } from '@portico/common/documents/vault-folders';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';
import { TaxYearField } from '@/components/tax-year-field';
import { countNoun } from '@portico/common/format/count-noun';
import { useExpectedDocuments } from '../api/expected-documents';

const missingFirst = (a: ExpectedItemDto, b: ExpectedItemDto) =>
  Number(Boolean(a.received)) - Number(Boolean(b.received));

function ItemLine({ item }: { item: ExpectedItemDto }) {
  return (
    <ListItem disableGutters dense>
      {/* The line's own words say whether it arrived. */}
      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
        {item.received ? (
          <CheckCircle color="success" />
        ) : (
          <RadioButtonUnchecked color="disabled" />
        )}
      </ListItemIcon>
      <ListItemText
        primary={expectedItemLabel(item)}
        secondary={item.received ? `Received: ${item.received.name}` : `Missing · ${item.title}`}
      />
    </ListItem>
  );
}

function Checklist({ data }: { data: ExpectedDocumentsDto }) {
  const received = data.items.filter((i) => i.received).length;
  const reading =
    data.processing > 0 &&
    `${countNoun(data.processing, 'document')} still being read; the list may change.`;
  if (data.items.length === 0)
    return (
      <Stack spacing={1}>
        <Typography color="text.secondary">
          {`Nothing expected for ${data.tax_year} yet: the list is made from the forms received for ${data.tax_year - 1}.`}
        </Typography>
        {reading && <Typography variant="body2">{reading}</Typography>}
      </Stack>
    );
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.75}>
        <Typography variant="subtitle1" component="p">
          {receivedSummary(data)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * received) / data.items.length}
          aria-label={`Expected documents received for ${data.tax_year}`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Stack>
      {reading && (
        <Alert severity="info" variant="outlined">
          {reading}
        </Alert>
      )}
      <List disablePadding aria-label={`Expected documents for ${data.tax_year}`}>
        {[...data.items].sort(missingFirst).map((item) => (
          <ItemLine key={`${item.form}:${item.payer ?? ''}`} item={item} />
        ))}
      </List>
      {data.also_received.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`Also received: ${data.also_received.map(expectedItemLabel).join(', ')}`}
        </Typography>
      )}
    </Stack>
  );
}

/** What the client sees of a staff member's answer (a preview): nothing in STAFF ONLY folders. */
const asClientSees = (data: ExpectedDocumentsDto): ExpectedDocumentsDto => ({
  ...data,
  items: data.items.map((item) =>
    item.received && isStaffOnlyFolder(item.received.folder) ? { ...item, received: null } : item,
  ),
  also_received: data.also_received.filter((d) => !isStaffOnlyFolder(d.folder)),
});

/** The checklist of one entity and year, as its query stands (`preview`: as its client sees it). */
export function ExpectedDocuments({
  companyId,
  taxYear,
  preview = false,
}: {
  companyId: string;
  taxYear: number;
  preview?: boolean;
}) {
  const query = useExpectedDocuments(companyId, taxYear);
  return (
    <QueryContent query={query} skeletonHeight={96}>
      {(data) => <Checklist data={preview ? asClientSees(data) : data} />}
    </QueryContent>
  );
}

/** The entity view's card: its own tax year, the dashboard's default to begin with. */
export function EntityExpectedDocumentsCard({ companyId }: { companyId: string }) {
  const [year, setYear] = useState(() => defaultTaxYear(new Date()));
  return (
    <SectionCard
      title="Expected documents"
      action={<TaxYearField size="small" value={year} onChange={setYear} />}
    >
      <ExpectedDocuments companyId={companyId} taxYear={year} />
    </SectionCard>
  );
}
