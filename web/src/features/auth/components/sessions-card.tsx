// Profile Settings' "Sessions" section: sign out on every device at once (a lost phone, a shared
// computer), this one included.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

export function SessionsCard() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <SectionCard title="Sessions">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
          Signed in on a device you no longer use, or one someone else can reach? Sign out
          everywhere: every browser and device signed in to your account, this one included, will
          need to sign in again.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          onClick={() => setConfirming(true)}
        >
          Sign out everywhere
        </Button>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          destructive
          pending={signOut.isPending}
          onConfirm={() => signOut.mutate()}
          onClose={() => setConfirming(false)}
        >
          Every browser and device signed in to your account will need to sign in again, this one
          included.
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
