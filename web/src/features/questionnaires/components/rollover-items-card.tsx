// The entity view's prior-year (rollover) items (spec 2 §2 "rollover item list with a line-items
// dialog", §5, §8): what the entity provided for a tax year, each renamed in place (a failed edit
// goes back to the name it had), kept from rolling over, given line items, or deleted; a new one
// added by name; and the firm-wide items every entity is asked for.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import {
  ROLLOVER_MESSAGES,
  type RolloverItemDto,
} from '@portico/common/questionnaires/rollover-items';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';
import { TaxYearField } from '@/components/tax-year-field';
import { toast } from '@/lib/toast';
import { useRolloverChange, useRolloverItems } from '../api/rollover-items';
import { LineItemsDialog } from './line-items-dialog';
import { SavedOnBlurField } from './saved-on-blur-field';

type RolloverChange = ReturnType<typeof useRolloverChange>;

/** Shows the choice at once; a refused change goes back (spec 2 §8). */
function RollOverSwitch({ item, change }: { item: RolloverItemDto; change: RolloverChange }) {
  const [on, setOn] = useState(!item.do_not_rollover);
  return (
    <FormControlLabel
      label="Roll over"
      control={
        <Switch
          checked={on}
          onChange={(e) => {
            const next = e.target.checked;
            setOn(next);
            change.mutate(
              { kind: 'update', id: item.id, input: { do_not_rollover: !next } },
              {
                onSuccess: () => toast.success(ROLLOVER_MESSAGES.saved),
                onError: () => setOn(!next),
              },
            );
          }}
        />
      }
    />
  );
}

function ItemRow({ item, change }: { item: RolloverItemDto; change: RolloverChange }) {
  const [lines, setLines] = useState(false);
  const saved = () => toast.success(ROLLOVER_MESSAGES.saved);
  const lineCount = item.line_items.length;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      role="group"
      aria-label={item.name}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <SavedOnBlurField
          key={item.name}
          label="Item name"
          value={item.name}
          required
          onSave={(name) =>
            change.mutateAsync({ kind: 'update', id: item.id, input: { name } }).then(saved)
          }
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <RollOverSwitch key={String(item.do_not_rollover)} item={item} change={change} />
        <Button
          size="small"
          startIcon={<ListAltOutlined />}
          onClick={() => setLines(true)}
          sx={{ minWidth: 120, justifyContent: 'flex-start' }}
        >
          {lineCount === 1 ? '1 line item' : `${lineCount} line items`}
        </Button>
        <IconButton
          aria-label={`Delete ${item.name}`}
          disabled={!item.removable}
          onClick={() =>
            change.mutate(
              { kind: 'delete', id: item.id },
              {
                onSuccess: () => toast.success(ROLLOVER_MESSAGES.deleted),
                onError: (error) => toast.error(error),
              },
            )
          }
        >
          <DeleteOutlined />
        </IconButton>
      </Stack>
      {lines && <LineItemsDialog item={item} change={change} onClose={() => setLines(false)} />}
    </Stack>
  );
}

function AddItem({
  companyId,
  year,
  change,
}: {
  companyId: string;
  year: number;
  change: RolloverChange;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!name.trim()) return setError(ROLLOVER_MESSAGES.name);
    setError(null);
    const added = name;
    change.mutate(
      { kind: 'create', input: { company_id: companyId, year, name, do_not_rollover: false } },
      {
        onSuccess: () => {
          // Whatever was typed since (the next item) stays.
          setName((current) => (current === added ? '' : current));
          toast.success(ROLLOVER_MESSAGES.saved);
        },
        onError: (failure) => toast.error(failure),
      },
    );
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
      sx={{ alignItems: 'flex-start', pt: 2 }}
    >
      <TextField
        size="small"
        fullWidth
        label="New item"
        placeholder="e.g. W-2 from Acme Corp"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="outlined" startIcon={<Add />} disabled={change.isPending}>
        Add
      </Button>
    </Stack>
  );
}

export function RolloverItemsCard({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const [year, setYear] = useState(() => defaultTaxYear(new Date()) - 1);
  const query = useRolloverItems(companyId, year);
  const change = useRolloverChange(companyId, year);
  return (
    <SectionCard
      title="Prior-year items"
      action={<TaxYearField size="small" value={year} onChange={setYear} />}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        What {companyName} provided for {year}. A {year + 1} questionnaire or drop-off sent with
        “Include prior-year items” asks for each again.
      </Typography>
      <QueryContent query={query} skeletonHeight={120}>
        {(list) => (
          <>
            {list.items.length === 0 ? (
              <Typography sx={{ py: 2 }}>No items for {year} yet.</Typography>
            ) : (
              list.items.map((item) => <ItemRow key={item.id} item={item} change={change} />)
            )}
            <AddItem companyId={companyId} year={year} change={change} />
            {list.global.length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  Asked of every entity:
                </Typography>
                {list.global
                  .filter((item) => !item.do_not_rollover)
                  .map((item) => (
                    <Chip key={item.id} size="small" variant="outlined" label={item.name} />
                  ))}
              </Stack>
            )}
          </>
        )}
      </QueryContent>
    </SectionCard>
  );
}
