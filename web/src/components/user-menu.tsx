// The app bar's account button: shows who is signed in and offers Sign out (and extra items).
import { useId, useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { initials } from '@portico/common/format/initials';

export function UserMenu({
  name,
  email,
  onSignOut,
  children,
}: {
  name: string;
  email: string | null;
  onSignOut: () => void;
  /** Extra menu items above Sign out; each gets `closeMenu` to call after acting. */
  children?: (closeMenu: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          id={buttonId}
          onClick={(event) => setAnchor(event.currentTarget)}
          // The name holds the visible initials too (WCAG 2.5.3, label in name).
          aria-label={`Account menu for ${name}, ${initials(name)}`}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'common.white',
              color: 'primary.main',
              fontSize: 14,
              fontWeight: 700,
            }}
          >
            {initials(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { minWidth: 240, mt: 1 } },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          {email && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {email}
            </Typography>
          )}
        </Box>
        <Divider />
        {children?.(close)}
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
