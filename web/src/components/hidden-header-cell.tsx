// A table's header cell over a column of buttons or toggles: named for screen readers ("Actions",
// "Details"), blank on screen, as such a column's header usually is.
import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { visuallyHidden } from './visually-hidden';

export function HiddenHeaderCell({
  label = 'Actions',
  ...cell
}: Omit<TableCellProps, 'children'> & { label?: string }) {
  return (
    <TableCell {...cell}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </TableCell>
  );
}
