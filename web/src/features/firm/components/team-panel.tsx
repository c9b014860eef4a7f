// Firm Settings → Team: everyone at the firm who signs in to Portico, with their access level,
// group and whether they have accepted their invitation; partners and admins invite more, and
// send a pending invitation again or withdraw it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { FirmAccess } from '@portico/common/people/access';
import {
  ACCESS_LEVEL_LABELS,
  canInviteStaff,
  type StaffMemberDto,
} from '@portico/common/people/staff-invitations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCatalog } from '@/lib/firm-catalog';
import { toast } from '@/lib/toast';
import { useResendInvitation, useStaff, useWithdrawInvitation } from '../api/staff';
import { InviteStaffDialog } from './invite-staff-dialog';
import { HiddenHeaderCell } from '@/components/hidden-header-cell';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

function StatusCell({ member }: { member: StaffMemberDto }) {
  if (member.status === 'invited')
    return (
      <Chip
        size="small"
        color="info"
        variant="outlined"
        label={member.invited_at ? `Invited ${dateOf(member.invited_at)}` : 'Invited'}
      />
    );
  if (member.status === 'inactive') return <Chip size="small" label="Inactive" />;
  return <Chip size="small" color="success" variant="outlined" label="Active" />;
}

export function TeamPanel({ callerAccess }: { callerAccess: FirmAccess | null }) {
  const staff = useStaff();
  const groups = useCatalog('groups');
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const [inviting, setInviting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<StaffMemberDto | null>(null);
  const groupName = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
  const mayInvite = canInviteStaff(callerAccess);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h2" component="h2">
            Team
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Everyone at the firm who signs in to Portico.
          </Typography>
        </Box>
        {mayInvite && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setInviting(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Invite staff
          </Button>
        )}
      </Stack>
      {staff.error ? (
        <Alert severity="error">The team could not be loaded: {staff.error.message}</Alert>
      ) : (
        // Positioned, so the hidden Actions header scrolls with the table on a phone rather than
        // widening the page.
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-label="Team">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Access level</TableCell>
                <TableCell>Group</TableCell>
                <TableCell>Status</TableCell>
                <HiddenHeaderCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {!staff.data
                ? [0, 1, 2].map((i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={6}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : staff.data.map((member) => (
                    <TableRow key={member.id} hover>
                      <TableCell sx={{ fontWeight: 500 }}>{member.full_name}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{member.email}</TableCell>
                      <TableCell>{ACCESS_LEVEL_LABELS[member.firm_access]}</TableCell>
                      <TableCell>
                        {(member.firm_group_id && groupName.get(member.firm_group_id)) || '—'}
                      </TableCell>
                      <TableCell>
                        <StatusCell member={member} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {member.status === 'invited' &&
                          canInviteStaff(callerAccess, member.firm_access) && (
                            <>
                              <Button
                                size="small"
                                disabled={resend.isPending}
                                aria-label={`Resend the invitation to ${member.full_name}`}
                                onClick={() =>
                                  resend.mutate(member.id, {
                                    onSuccess: (r) => toast.success(r.message),
                                    onError: (e) => toast.error(e),
                                  })
                                }
                              >
                                Resend
                              </Button>
                              <Button
                                size="small"
                                color="error"
                                aria-label={`Withdraw the invitation to ${member.full_name}`}
                                onClick={() => setWithdrawing(member)}
                              >
                                Withdraw
                              </Button>
                            </>
                          )}
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {inviting && (
        <InviteStaffDialog
          callerAccess={callerAccess}
          groups={groups.data ?? []}
          onClose={() => setInviting(false)}
        />
      )}
      {withdrawing && (
        <ConfirmDialog
          title="Withdraw the invitation?"
          confirmLabel="Withdraw"
          destructive
          pending={withdraw.isPending}
          onClose={() => setWithdrawing(null)}
          onConfirm={() =>
            withdraw.mutate(withdrawing.id, {
              onSuccess: (r) => {
                toast.success(r.message);
                setWithdrawing(null);
              },
              onError: (e) => toast.error(e),
            })
          }
        >
          {withdrawing.full_name}’s link will no longer sign them in. You can invite{' '}
          {withdrawing.email} again later.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
