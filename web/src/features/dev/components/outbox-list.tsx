// The dev inbox list: one card per outbox message, newest first, with where its delivery stands
// (as the mail and SMS extensions write it back) and an empty state.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import Sms from '@mui/icons-material/SmsOutlined';
import type { DeliveryState, OutboxItem } from '@portico/common/dev/outbox-item';
import { LinkifiedText } from './linkified-text';

const DELIVERY_CHIPS: Record<
  DeliveryState,
  { label: string; color: 'default' | 'info' | 'warning' | 'success' | 'error' }
> = {
  PENDING: { label: 'Queued', color: 'default' },
  PROCESSING: { label: 'Sending', color: 'info' },
  RETRY: { label: 'Retrying', color: 'warning' },
  SUCCESS: { label: 'Delivered', color: 'success' },
  ERROR: { label: 'Not delivered', color: 'error' },
};

function OutboxCard({ item }: { item: OutboxItem }) {
  const [showHtml, setShowHtml] = useState(false);
  const created = new Date(item.created_at);
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="outbox-item"
      data-kind={item.kind}
      aria-label={`${item.kind === 'mail' ? 'Email' : 'Text message'} to ${item.to}`}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip
            size="small"
            icon={item.kind === 'mail' ? <MailOutline /> : <Sms />}
            label={item.kind === 'mail' ? 'Email' : 'SMS'}
            color={item.kind === 'mail' ? 'primary' : 'secondary'}
            variant="outlined"
          />
          <Typography variant="body2">
            To <strong>{item.to}</strong>
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Chip
            size="small"
            data-testid="delivery-state"
            label={DELIVERY_CHIPS[item.delivery.state].label}
            color={DELIVERY_CHIPS[item.delivery.state].color}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={item.created_at}
          >
            {Number.isNaN(created.getTime()) ? item.created_at : created.toLocaleString()}
          </Typography>
        </Stack>
        {item.delivery.error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {item.delivery.error}
          </Alert>
        )}
        {item.subject && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {item.subject}
          </Typography>
        )}
        <Typography
          variant="body2"
          component="div"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <LinkifiedText text={item.text} />
        </Typography>
        {item.html && (
          <Box sx={{ mt: 1.5 }}>
            <Button
              size="small"
              onClick={() => setShowHtml((shown) => !shown)}
              aria-expanded={showHtml}
            >
              {showHtml ? 'Hide HTML version' : 'Show HTML version'}
            </Button>
            {showHtml && (
              <Box
                component="iframe"
                title={`HTML version of ${item.subject ?? 'message'}`}
                sandbox=""
                srcDoc={item.html}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 360,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  mt: 1,
                  bgcolor: 'common.white',
                }}
              />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function OutboxList({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <MailOutline sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography color="text.secondary">No mail or text messages have been sent yet.</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2} component="section" aria-label="Outbox">
      {items.map((item) => (
        <OutboxCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}
