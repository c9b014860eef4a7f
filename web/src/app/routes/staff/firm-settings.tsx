// Firm Settings (/firm, partners only): details and theme, preferences, catalogues, global alert.
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FirmDto } from '@portico/common/firm/firm-dto';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import { CustomStatusesEditor, EntityTypesEditor, GroupsEditor } from '@/features/firm/components/catalog-editors';
import { FirmDetailsForm } from '@/features/firm/components/firm-details-form';
import { PreferencesForm } from '@/features/firm/components/preferences-form';
import { GlobalAlertForm } from '@/features/notifications/components/global-alert-form';
import { useSession } from '../use-session';

const TABS = ['Firm', 'Preferences', 'Groups', 'Entity types', 'Custom statuses', 'Global alert'] as const;

export default function FirmSettingsRoute() {
  const { firm, subject } = useSession();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Firm');
  if (!can('firm-settings:view', subject)) return <NotAllowed title="Firm Settings" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Firm Settings
      </Typography>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} variant="scrollable" aria-label="Firm settings sections">
        {TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      {!firm ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: tab === 'Preferences' ? 'transparent' : undefined, border: tab === 'Preferences' ? 0 : undefined }}>
          {tab === 'Firm' && <FirmDetailsForm firm={firm as FirmDto} />}
          {tab === 'Preferences' && <PreferencesForm saved={firm.preferences ?? {}} />}
          {tab === 'Groups' && <GroupsEditor />}
          {tab === 'Entity types' && <EntityTypesEditor />}
          {tab === 'Custom statuses' && <CustomStatusesEditor />}
          {tab === 'Global alert' && <GlobalAlertForm />}
        </Paper>
      )}
    </Stack>
  );
}
