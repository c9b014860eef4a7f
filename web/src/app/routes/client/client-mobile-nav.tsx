// The client's navigation on a phone (below md): a drawer holding the entity switcher and every
// destination, so nothing scrolls out of sight. Loaded when the menu button is first pressed.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { BrandMark } from '@/components/brand-mark';
import { navItemSx } from '@/components/nav-item';
import { useSession } from '../use-session';
import type { NavItem } from './client-shell';

/**
 * Below md: a menu button opens this drawer (MUI's responsive-drawer pattern, as the staff shell),
 * holding the entity switcher and every destination, so nothing scrolls out of sight on a phone.
 */
export default function MobileNav({
  id,
  open,
  onClose,
  items,
  switcher,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  /** The entity switcher, when the client has more than one entity. */
  switcher: ReactNode;
}) {
  const { firmName, firm } = useSession();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Navigation',
          sx: { width: 300, maxWidth: 'calc(100vw - 56px)' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pl: 2, pr: 1, minHeight: 56 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <BrandMark name={firmName} logoUrl={firm?.favicon_url} />
        </Box>
        <IconButton aria-label="Close navigation" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      {switcher && (
        <>
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="overline" component="p" color="text.secondary">
              Entity
            </Typography>
            {switcher}
          </Box>
          <Divider />
        </>
      )}
      <List component="nav" aria-label="Main" sx={{ py: 1 }}>
        {items.map((item) => (
          <ListItemButton
            key={item.label}
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onClose}
            sx={navItemSx}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
