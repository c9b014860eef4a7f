// The row of filters above a staff list: its fields wrap as the screen narrows, and 'Clear
// filters' ends it.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  children: ReactNode;
  onClear: () => void;
  /** Hides 'Clear filters' while nothing is filtered; shown always when absent. */
  filtering?: boolean;
}

export function FilterRow({ children, onClear, filtering = true }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {children}
      {filtering && <Button onClick={onClear}>Clear filters</Button>}
    </Stack>
  );
}
