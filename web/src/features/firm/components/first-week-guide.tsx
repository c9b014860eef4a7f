// The Guide (/admin-guide): a firm's first week as a checklist. Each step ticks itself when the
// firm has done it (read from the API on every visit), and links to where it is done.
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { GUIDE_MESSAGES, type GuideStep } from '@portico/common/firm/first-week-guide';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDismissGuide, useFirstWeekGuide } from '../api/first-week-guide';

const STEPS: Record<GuideStep, { title: string; text: string; action: string; to: string }> = {
  brand: {
    title: 'Brand your portal',
    text: 'Add your logo and colours: clients see them on the sign-in page and every screen.',
    action: 'Open Firm Settings',
    to: paths.staff.firmSettings.getHref('Firm'),
  },
  team: {
    title: 'Invite your team',
    text: 'Invite your partners and staff. Each sets their own password and two-factor sign-in.',
    action: 'Invite staff',
    to: paths.staff.firmSettings.getHref('Team'),
  },
  clients: {
    title: 'Import your clients',
    text: 'Bring your client list in from a spreadsheet: users and entities in a minute.',
    action: 'Import clients',
    to: paths.staff.users.getHref(),
  },
  template: {
    title: 'Pick a starter template',
    text: 'Start from an organizer written for individuals or businesses, and make it yours.',
    action: 'Open Templates',
    to: paths.staff.templates.getHref(),
  },
  questionnaire: {
    title: 'Send your first questionnaire',
    text: 'Open an entity and send it a questionnaire; the client gets an email with the link.',
    action: 'Open Entities',
    to: paths.staff.entities.getHref(),
  },
  payments: {
    title: 'Connect card payments',
    text: 'Connect your Stripe account so clients can pay deposits and invoices by card.',
    action: 'Connect payments',
    to: paths.staff.firmSettings.getHref('Payments'),
  },
  drop_link: {
    title: 'Set up your drop link',
    text: 'Turn on the drop link so anyone can send you files without an account.',
    action: 'Open Preferences',
    to: paths.staff.firmSettings.getHref('Preferences'),
  },
};

export function FirstWeekGuide() {
  const guide = useFirstWeekGuide();
  const dismiss = useDismissGuide();
  const navigate = useNavigate();
  if (guide.error)
    return <Alert severity="error">The Guide could not be loaded: {guide.error.message}</Alert>;
  if (!guide.data) return <Skeleton variant="rounded" height={420} />;
  const { steps, dismissed } = guide.data;
  const done = steps.filter((s) => s.done).length;
  const hide = (hidden: boolean) =>
    dismiss.mutate(hidden, {
      onSuccess: () => {
        toast.success(hidden ? GUIDE_MESSAGES.hidden : GUIDE_MESSAGES.shown);
        if (hidden) void navigate(paths.staff.overview.getHref());
      },
      onError: (e) => toast.error(e),
    });
  return (
    <Stack spacing={2}>
      {dismissed && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => hide(false)}>
              Show in my menu
            </Button>
          }
        >
          You hid the Guide from your menu.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h2" component="h2">
            Your first week
          </Typography>
          <Typography variant="body2" color="text.secondary" id="guide-progress">
            {done} of {steps.length} done
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-labelledby="guide-progress"
          sx={{ my: 2, height: 8, borderRadius: 4 }}
        />
        <List aria-label="First week steps" disablePadding>
          {steps.map(({ key, done: ticked }) => {
            const step = STEPS[key];
            return (
              <ListItem
                key={key}
                divider
                aria-label={`${step.title}${ticked ? ', done' : ''}`}
                sx={{ px: 0, py: 1.5, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <ListItemIcon sx={{ minWidth: 0 }}>
                  {ticked ? (
                    <CheckCircle color="success" titleAccess="Done" />
                  ) : (
                    <RadioButtonUnchecked color="disabled" titleAccess="To do" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={step.title}
                  secondary={step.text}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  sx={{ flex: '1 1 240px' }}
                />
                <Box sx={{ flexShrink: 0 }}>
                  {ticked ? (
                    <Chip size="small" color="success" variant="outlined" label="Done" />
                  ) : (
                    <Button component={RouterLink} to={step.to} variant="outlined" size="small">
                      {step.action}
                    </Button>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      {!dismissed && (
        <Box>
          <Button onClick={() => hide(true)} disabled={dismiss.isPending}>
            Hide the Guide from my menu
          </Button>
        </Box>
      )}
    </Stack>
  );
}
