// The current-entity switcher (spec 1 §2): name and type, 5 entries then Show All, a filter above 5.
// A button opens a small dialog holding an optional filter (a combobox) and a listbox of entities;
// the keys follow the WAI-ARIA combobox pattern: type to filter, arrows move, Enter chooses.
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';

export const SWITCHER_VISIBLE = 5;

export function EntitySwitcher({
  companies,
  current,
  onSelect,
  fullWidth = false,
}: {
  companies: EntitySummaryDto[];
  current: EntitySummaryDto | null;
  onSelect: (company: EntitySummaryDto) => void;
  /** Fills its container (the phone navigation drawer) instead of sitting in a toolbar. */
  fullWidth?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  // The option the keys point at (aria-activedescendant); -1 while the filter has the focus.
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const dialogId = `${id}dialog`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option${index}`;
  const filterable = companies.length > SWITCHER_VISIBLE;
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
  const scrollToActive = useCallback((option: HTMLLIElement | null) => {
    option?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  if (companies.length <= 1) return null;

  const close = () => {
    setAnchor(null);
    setFilter('');
    setShowAll(false);
    setActive(-1);
  };
  const choose = (company: EntitySummaryDto) => {
    onSelect(company);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = shown.length - 1;
    const inList = event.currentTarget.getAttribute('role') === 'listbox';
    if (event.key === 'ArrowDown') setActive((a) => Math.min(a + 1, last));
    else if (event.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (event.key === 'Home' && inList) setActive(0);
    else if (event.key === 'End' && inList) setActive(last);
    else if (event.key === 'Enter' && shown[active]) choose(shown[active]);
    else return;
    event.preventDefault();
  };
  const activeId = shown[active] ? optionId(active) : undefined;

  return (
    <>
      <Button
        color="inherit"
        variant={fullWidth ? 'outlined' : 'text'}
        fullWidth={fullWidth}
        endIcon={<ExpandMore />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          const index = companies.findIndex((c) => c.id === current?.id);
          setActive(filterable ? -1 : Math.max(index, 0));
        }}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? dialogId : undefined}
        aria-label={`Current entity: ${current?.name ?? 'none'}. Switch entity`}
        sx={{ minWidth: 0, maxWidth: fullWidth ? 'none' : 320, justifyContent: 'space-between' }}
        data-testid="entity-switcher"
      >
        <Typography noWrap component="span" sx={{ fontWeight: 600 }}>
          {current?.name ?? 'Choose an entity'}
        </Typography>
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: fullWidth ? 'left' : 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: fullWidth ? 'left' : 'right' }}
        slotProps={{
          // The filter, or without one the listbox, takes the focus on every opening.
          transition: {
            onEntering: () => (filterable ? inputRef.current : listRef.current)?.focus(),
          },
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-label': 'Switch entity',
            sx: { width: 'min(340px, calc(100vw - 32px))', maxHeight: 480, mt: 0.5 },
          },
        }}
      >
        {filterable && (
          <TextField
            size="small"
            label="Filter entities"
            value={filter}
            inputRef={inputRef}
            onChange={(e) => {
              setFilter(e.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                autoComplete: 'off',
                'aria-autocomplete': 'list',
                'aria-expanded': shown.length > 0,
                'aria-controls': shown.length > 0 ? listId : undefined,
                'aria-activedescendant': activeId,
              },
            }}
            sx={{ mx: 2, mt: 2, mb: 1, width: 'calc(100% - 32px)' }}
          />
        )}
        {shown.length > 0 ? (
          <Box
            component="ul"
            role="listbox"
            id={listId}
            aria-label="Entities"
            tabIndex={filterable ? -1 : 0}
            aria-activedescendant={filterable ? undefined : activeId}
            ref={listRef}
            onKeyDown={onKeyDown}
            sx={{ listStyle: 'none', m: 0, py: 1, px: 0, outline: 'none' }}
          >
            {shown.map((company, index) => (
              <Box
                component="li"
                key={company.id}
                id={optionId(index)}
                role="option"
                aria-selected={company.id === current?.id}
                ref={index === active ? scrollToActive : undefined}
                data-active={index === active}
                onClick={() => choose(company)}
                sx={{
                  px: 2,
                  py: 0.75,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
                  '&[data-active="true"]': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                    borderRadius: 1,
                  },
                }}
              >
                <ListItemText primary={company.name} secondary={company.entity_type} />
              </Box>
            ))}
          </Box>
        ) : (
          <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            No entities match
          </Typography>
        )}
        {!showAll && !needle && matching.length > SWITCHER_VISIBLE && (
          <>
            <Divider />
            <Button
              fullWidth
              onClick={() => {
                setShowAll(true);
                inputRef.current?.focus();
              }}
              sx={{ justifyContent: 'flex-start', px: 2, py: 1, borderRadius: 0 }}
            >
              Show All
            </Button>
          </>
        )}
      </Popover>
    </>
  );
}
