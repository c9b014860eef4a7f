// The staff Edit user dialog (spec 3 §6), tabs Details and Settings, saved through PATCH /users/{id};
// the server answers the refusals (removing the email or phone used to sign in, a taken email).
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserProfileDto } from '@portico/common/people/entity-dto';
import { phoneForSubmit } from '@portico/common/people/phone';
import {
  userProfileFormSchema,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import { USER_UPDATED } from '@portico/common/people/user-status';
import { QueryContent } from '@/components/query-content';
import { useCurrentUser } from '@/lib/current-user';
import { useCatalog, useFirmUsers } from '@/lib/firm-catalog';
import { useCurrentFirm } from '@/lib/current-firm';
import { toast } from '@/lib/toast';
import {
  useRemoveEmail,
  userEntitiesQuery,
  useUpdateUserProfile,
  useUserProfile,
} from '../api/users';
import {
  EntityEmailPrompt,
  entitiesUsingEmail,
  type EntityEmailChange,
} from './entity-email-prompt';
import { EditUserDetails, type EditUserOptions, type RemoveEmailAction } from './edit-user-details';
import { EditUserSettings } from './edit-user-settings';

const toForm = (p: UserProfileDto, force2fa: boolean): UserProfileInput => ({
  fname: p.fname,
  lname: p.lname,
  preferred_name: p.preferred_name,
  email: p.preferences.has_temp_email ? '' : p.email,
  phone_number: p.phone_number,
  work_phone_number: p.work_phone_number,
  work_phone_extension: p.work_phone_extension,
  work_email: p.work_email,
  assigned_advisor_id: p.assigned_advisor_id,
  firm_group_id: p.firm_group_id,
  time_zone: p.time_zone,
  preferred_contact_method: p.preferred_contact_method,
  preferred_sign_in_method: p.preferred_sign_in_method,
  enabled_2fa: force2fa || p.enabled_2fa,
});

function EditUserForm(props: {
  profile: UserProfileDto;
  options: EditUserOptions;
  force2fa: boolean;
  onClose: () => void;
  /** After a save that changed the user's real email from one address to another. */
  onEmailChanged: (from: string, to: string) => void;
}) {
  const { profile, force2fa, onClose, onEmailChanged } = props;
  const [tab, setTab] = useState<'details' | 'settings'>('details');
  const [emailTaken, setEmailTaken] = useState(false);
  const onEmailTaken = useCallback((taken: boolean) => setEmailTaken(taken), []);
  const form = useForm<UserProfileInput>({
    resolver: yupResolver(userProfileFormSchema) as never,
    defaultValues: toForm(profile, force2fa),
  });
  const save = useUpdateUserProfile(profile.id);
  const remove = useRemoveEmail(profile.id);
  const removeEmail: RemoveEmailAction = {
    disabled: profile.preferences.has_temp_email,
    pending: remove.isPending,
    onRemove: () =>
      remove.mutate(undefined, {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.setValue('email', '');
        },
        onError: (error) => toast.error(error),
      }),
  };
  const submit = form.handleSubmit(
    (values) => {
      if (emailTaken) return;
      save.mutate(
        {
          ...values,
          // An incomplete phone is sent empty (spec 3 §6).
          phone_number: phoneForSubmit(values.phone_number),
          work_phone_number: phoneForSubmit(values.work_phone_number),
        },
        {
          onSuccess: (saved) => {
            toast.success(USER_UPDATED);
            onClose();
            const from = profile.preferences.has_temp_email ? '' : profile.email;
            if (from && !saved.preferences.has_temp_email && saved.email !== from)
              onEmailChanged(from, saved.email);
          },
          onError: (error) => toast.error(error),
        },
      );
    },
    () => setTab('details'),
  );
  return (
    <form noValidate aria-label="Edit user" onSubmit={(e) => void submit(e)}>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: typeof tab) => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="details" label="Details" />
          <Tab value="settings" label="Settings" />
        </Tabs>
        {tab === 'details' ? (
          <EditUserDetails
            form={form}
            ownEmail={profile.email}
            options={props.options}
            onEmailTaken={onEmailTaken}
            removeEmail={removeEmail}
          />
        ) : (
          <EditUserSettings form={form} force2fa={force2fa} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || emailTaken}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

export function EditUserDialog({
  userId,
  onClose,
}: {
  userId: string | null;
  onClose: () => void;
}) {
  const open = userId !== null;
  const profile = useUserProfile(userId ?? undefined);
  const client = useQueryClient();
  const [emailChange, setEmailChange] = useState<EntityEmailChange | null>(null);
  /** The entity email update prompt, when entities used the old address. */
  const offerEntityEmail = async (id: string, from: string, to: string) => {
    const entities = entitiesUsingEmail(await client.fetchQuery(userEntitiesQuery(id)), from);
    if (entities.length) setEmailChange({ userId: id, from, to, entities });
  };
  const caller = useCurrentUser().data;
  const firm = useCurrentFirm().data;
  const groupsOn = Boolean(firm?.preferences?.has_firm_groups);
  const advisors = useFirmUsers(open);
  const groups = useCatalog('groups', open && groupsOn);
  const options: EditUserOptions = {
    advisors: advisors.data ?? [],
    groups: groupsOn ? (groups.data ?? []) : undefined,
    groupLocked: caller?.firm_access === 'group',
    canChangeAdvisor: caller?.firm_access === 'partner' || caller?.firm_access === 'full',
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>Edit user</DialogTitle>
        {open && (
          <QueryContent query={profile} skeletonHeight={320}>
            {(data) => (
              <EditUserForm
                key={data.id}
                profile={data}
                options={options}
                force2fa={Boolean(
                  data.is_advisor
                    ? firm?.preferences?.force_2fa_on_firm_users
                    : firm?.preferences?.force_2fa_on_users,
                )}
                onClose={onClose}
                onEmailChanged={(from, to) => void offerEntityEmail(data.id, from, to)}
              />
            )}
          </QueryContent>
        )}
      </Dialog>
      {emailChange && (
        <EntityEmailPrompt change={emailChange} onClose={() => setEmailChange(null)} />
      )}
    </>
  );
}
