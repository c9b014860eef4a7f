// Firm Settings → Payments: the firm's own Stripe account, into which clients pay deposits and
// invoices by card. The partner connects it through Stripe's onboarding; back from it (?stripe=
// return) the page asks whether the account can take charges yet, and an expired onboarding link
// (?stripe=refresh) is replaced by a new one at once.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useCardPaymentStatus,
  useConnectCardPayments,
  useRefreshCardPayments,
} from '../api/card-payment-connection';

export function CardPaymentsPanel({ billingOn }: { billingOn: boolean }) {
  const status = useCardPaymentStatus();
  const connect = useConnectCardPayments();
  const refresh = useRefreshCardPayments();
  const [params, setParams] = useSearchParams();
  const back = params.get('stripe');
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !back) return;
    handled.current = true;
    if (back === 'return') refresh.mutate();
    if (back === 'refresh') connect.mutate();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('stripe');
        return next;
      },
      { replace: true },
    );
  }, [back, connect, refresh, setParams]);

  const failure = connect.error ?? refresh.error ?? status.error;
  const state = status.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" component="h2">
          Card payments
        </Typography>
        {state?.connected && <Chip size="small" color="success" label="Connected" />}
      </Stack>
      <Typography color="text.secondary">
        Clients pay deposits and invoices by card into your firm’s own Stripe account; Portico never
        holds the money.
      </Typography>
      {failure && <Alert severity="error">{failure.message}</Alert>}
      {!state || refresh.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : state.connected ? (
        <>
          <Alert severity="success">
            Your Stripe account is connected. Clients can pay by card.
          </Alert>
          {!billingOn && (
            <Alert severity="info">
              Clients are asked to pay only while Billing is on (Preferences).
            </Alert>
          )}
        </>
      ) : (
        <>
          {state.onboarding && (
            <Alert severity="warning">
              Your Stripe onboarding is not finished: Stripe still needs some details before clients
              can pay.
            </Alert>
          )}
          <div>
            <Button
              variant="contained"
              onClick={() => connect.mutate()}
              loading={connect.isPending}
            >
              {state.onboarding ? 'Continue onboarding' : 'Connect with Stripe'}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
