// The selection of a staff list (Users, Entities, the questionnaire overview) and the bar above
// the table that counts it and holds the bulk actions.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListSelection {
  selected: ReadonlySet<string>;
  /** Adds or removes rows (a row's checkbox, or a whole page's). */
  select: (ids: string[], on: boolean) => void;
  clear: () => void;
}

/**
 * A selection belongs to one search and filter set (`filterKey`): changing them starts an empty
 * one, so no row outside the list on screen stays selected unseen; pages and sorts keep it.
 */
export function useListSelection(filterKey: string): ListSelection {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: filterKey,
    ids: new Set(),
  });
  const selected = selection.key === filterKey ? selection.ids : new Set<string>();
  return {
    selected,
    select: (ids, on) => {
      const next = new Set(selected);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      setSelection({ key: filterKey, ids: next });
    },
    clear: () => setSelection({ key: filterKey, ids: new Set() }),
  };
}

interface BulkBarProps {
  selection: ListSelection;
  /** What the list holds when nothing is selected, e.g. '1,204 users'. */
  summary: string;
  /** The bulk buttons, shown while something is selected. */
  actions?: ReactNode;
  /** Switches that change how rows show, at the end of the bar. */
  trailing?: ReactNode;
}

export function BulkBar({ selection, summary, actions, trailing }: BulkBarProps) {
  const count = selection.selected.size;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      // Actions keep their labels on one line and the bar wraps whole buttons instead.
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        minHeight: 36,
        '& .MuiButton-root, & .MuiFormControlLabel-label': { whiteSpace: 'nowrap' },
      }}
    >
      <Typography color="text.secondary">{count ? `${count} selected` : summary}</Typography>
      {count > 0 && (
        <>
          {actions}
          <Button onClick={selection.clear}>Clear selection</Button>
        </>
      )}
      {trailing && (
        <Stack direction="row" sx={{ ml: 'auto' }}>
          {trailing}
        </Stack>
      )}
    </Stack>
  );
}
