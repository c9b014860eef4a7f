// The notification list's filters (spec 3 §2): a search box (the list follows 640 ms after the
// last keystroke), unread only, and the notification type.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { NOTIFICATION_TYPES } from '@portico/common/notifications/notification-types';
import { NO_FILTER } from '@portico/common/people/no-filter';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((t) => ({ id: String(t.id), name: t.label }));

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
      <SearchField label="Search notifications" value={text} onChange={onText} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={typeId === null ? NO_FILTER : String(typeId)}
          options={TYPE_OPTIONS}
          onChange={(value) => onType(value === NO_FILTER ? null : Number(value))}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <FormControlLabel
          control={<Switch checked={unread} onChange={(_, on) => onUnread(on)} />}
          label="Unread only"
          sx={{ mr: 0, flexShrink: 0 }}
        />
      </Stack>
    </Stack>
  );
}
