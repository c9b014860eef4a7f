// The look of a navigation entry in the shells' side lists and drawers: rounded, inset, and the
// current page (NavLink's `active` class) tinted in the primary colour.
import type { SxProps, Theme } from '@mui/material/styles';

export const navItemSx: SxProps<Theme> = {
  borderRadius: 2,
  mx: 1,
  mb: 0.5,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
};
