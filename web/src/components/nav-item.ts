// The look of navigation entries: the side lists and drawers (rounded, inset, the current page
// on a primary tint with its icon in the primary colour) and the row of page links above a
// record (the current one tinted and underlined in the primary colour). NavLink marks the
// current page `active`. Its label stays in the text colour, in bold: a firm's primary colour is
// only guaranteed readable on white, not on a tint.
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

const primaryTint = (theme: Theme) =>
  alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);

export const navItemSx: SxProps<Theme> = {
  borderRadius: 2,
  mx: 1,
  mb: 0.5,
  '&.active': { bgcolor: primaryTint },
  '&.active .MuiListItemText-primary': { fontWeight: 600 },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
};

/** A link in a row of page links (the entity and user views, the client's top bar). */
export const pageLinkSx: SxProps<Theme> = {
  flexShrink: 0,
  color: 'text.secondary',
  '&.active': {
    color: 'text.primary',
    bgcolor: primaryTint,
    boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
};
