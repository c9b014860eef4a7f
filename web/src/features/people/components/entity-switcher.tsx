// The current-entity switcher (spec 1 §2): name and type, 5 entries then Show All, a filter above 5.
import { useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CompanySummaryDto } from '@portico/common/people/company-dto';

export const SWITCHER_VISIBLE = 5;

export function EntitySwitcher({
  companies,
  current,
  onSelect,
}: {
  companies: CompanySummaryDto[];
  current: CompanySummaryDto | null;
  onSelect: (company: CompanySummaryDto) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const menuId = useId();
  const needle = filter.trim().toLowerCase();
  const matching = useMemo(
    () =>
      companies.filter(
        (c) =>
          !needle ||
          c.name.toLowerCase().includes(needle) ||
          c.entity_type.toLowerCase().includes(needle),
      ),
    [companies, needle],
  );
  const shown = showAll || needle ? matching : matching.slice(0, SWITCHER_VISIBLE);
  if (companies.length <= 1) return null;
  const close = () => {
    setAnchor(null);
    setFilter('');
    setShowAll(false);
  };
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Current entity: ${current?.name ?? 'none'}. Switch entity`}
        sx={{ maxWidth: 320, justifyContent: 'space-between' }}
        data-testid="entity-switcher"
      >
        <Typography noWrap component="span" sx={{ fontWeight: 600 }}>
          {current?.name ?? 'Choose an entity'}
        </Typography>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { width: 340, maxHeight: 480 } } }}
      >
        {companies.length > SWITCHER_VISIBLE && (
          <TextField
            size="small"
            label="Filter entities"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            // The menu would otherwise treat typed letters as item navigation.
            onKeyDown={(e) => e.stopPropagation()}
            sx={{ mx: 2, my: 1, width: 'calc(100% - 32px)' }}
            autoFocus
          />
        )}
        {shown.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === current?.id}
            onClick={() => {
              onSelect(company);
              close();
            }}
          >
            <ListItemText primary={company.name} secondary={company.entity_type} />
          </MenuItem>
        ))}
        {shown.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No entities match" />
          </MenuItem>
        )}
        {!showAll &&
          !needle &&
          matching.length > SWITCHER_VISIBLE && [
            <Divider key="divider" />,
            <MenuItem key="all" onClick={() => setShowAll(true)}>
              <ListItemText
                primary="Show All"
                slotProps={{ primary: { color: 'primary', sx: { fontWeight: 600 } } }}
              />
            </MenuItem>,
          ]}
      </Menu>
    </>
  );
}
