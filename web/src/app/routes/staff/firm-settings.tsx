// Firm Settings (/firm, partners only): details and theme, preferences, the team, catalogues,
// global alert.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmAccess } from '@portico/common/people/access';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import {
  CustomStatusesEditor,
  EntityTypesEditor,
  GroupsEditor,
} from '@/features/firm/components/catalog-editors';
import { FirmDetailsForm } from '@/features/firm/components/firm-details-form';
import { PreferencesForm } from '@/features/firm/components/preferences-form';
import { TeamPanel } from '@/features/firm/components/team-panel';
import { CardPaymentsPanel } from '@/features/firm/components/card-payments-panel';
import { GlobalAlertForm } from '@/features/notifications/components/global-alert-form';
import { useSession } from '../use-session';

type Render = (firm: FirmDto, access: FirmAccess | null) => ReactNode;

const PANELS: { tab: string; render: Render; plain?: boolean }[] = [
  { tab: 'Firm', render: (firm) => <FirmDetailsForm firm={firm} /> },
  { tab: 'Team', render: (_firm, access) => <TeamPanel callerAccess={access} /> },
  {
    tab: 'Payments',
    render: (firm) => <CardPaymentsPanel billingOn={Boolean(firm.preferences.billing_enabled)} />,
  },
  {
    tab: 'Preferences',
    render: (firm) => <PreferencesForm saved={firm.preferences} />,
    plain: true,
  },
  { tab: 'Groups', render: () => <GroupsEditor /> },
  { tab: 'Entity types', render: () => <EntityTypesEditor /> },
  { tab: 'Custom statuses', render: () => <CustomStatusesEditor /> },
  { tab: 'Global alert', render: () => <GlobalAlertForm /> },
];

export default function FirmSettingsRoute() {
  const { firm, subject } = useSession();
  // A link may open a section (?tab=Team, from the Guide).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState(PANELS.some((p) => p.tab === asked) ? asked! : 'Firm');
  if (!can('firm-settings:view', subject)) return <NotAllowed title="Firm Settings" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Firm Settings
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next) => setTab(next)}
        variant="scrollable"
        aria-label="Firm settings sections"
      >
        {PANELS.map((p) => (
          <Tab key={p.tab} value={p.tab} label={p.tab} />
        ))}
      </Tabs>
      {!firm ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        // Every panel stays mounted (only hidden), so switching tabs never drops unsaved input.
        PANELS.map(({ tab: name, render, plain }) => (
          <Box key={name} role="tabpanel" hidden={tab !== name} aria-label={name}>
            {plain ? (
              render(firm as FirmDto, subject.user.firm_access)
            ) : (
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                {render(firm as FirmDto, subject.user.firm_access)}
              </Paper>
            )}
          </Box>
        ))
      )}
    </Stack>
  );
}
