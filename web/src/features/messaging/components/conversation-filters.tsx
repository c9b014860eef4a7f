// The list panel's filter box and its Show All / Show Unread toggle (spec 3 §2). What is typed
// shows at once; the list follows 640 ms after the last keystroke (spec 3 §10).
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SearchField } from '@/components/search-field';

export interface ConversationFiltersProps {
  text: string;
  onText: (text: string) => void;
  unread: boolean;
  onUnread: (unread: boolean) => void;
  /** Above the filter (staff: Mass Email). */
  actions?: ReactNode;
}

export function ConversationFilters(props: ConversationFiltersProps) {
  const { text, onText, unread, onUnread, actions } = props;
  return (
    <Stack spacing={1} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      )}
      <SearchField label="Filter conversations" value={text} onChange={onText} />
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        aria-label="Which conversations"
        value={unread ? 'unread' : 'all'}
        onChange={(_, value: 'all' | 'unread' | null) => value && onUnread(value === 'unread')}
      >
        <ToggleButton value="all">Show All</ToggleButton>
        <ToggleButton value="unread">Show Unread</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
