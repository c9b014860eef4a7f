// The notification list's filters (spec 3 §2): a search box (the list follows 640 ms after the
// last keystroke), unread only, and the notification type.
import InputAdornment from '@mui/material/InputAdornment';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { NOTIFICATION_TYPES } from '@portico/common/people/notification-settings';

const ALL_TYPES = 'all';

export interface NotificationFiltersProps {
  text: string;
  onText: (text: string) => void;
  unread: boolean;
  onUnread: (unread: boolean) => void;
  typeId: number | null;
  onType: (typeId: number | null) => void;
}

export function NotificationFilters(props: NotificationFiltersProps) {
  const { text, onText, unread, onUnread, typeId, onType } = props;
  return (
    <Stack spacing={1.5}>
      <TextField
        type="search"
        size="small"
        label="Search notifications"
        value={text}
        onChange={(event) => onText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Type"
          value={typeId === null ? ALL_TYPES : String(typeId)}
          onChange={(event) =>
            onType(event.target.value === ALL_TYPES ? null : Number(event.target.value))
          }
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value={ALL_TYPES}>All types</MenuItem>
          {NOTIFICATION_TYPES.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={unread} onChange={(_, on) => onUnread(on)} />}
          label="Unread only"
          sx={{ mr: 0, flexShrink: 0 }}
        />
      </Stack>
    </Stack>
  );
}
