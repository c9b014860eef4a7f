// One's own personal details (the client's /profile, staff's /admin-profile), saved with
// PATCH /users/{self}; a new sign-in email, or a new phone while sign-in codes are texted, is
// confirmed first with a code sent to it (the server refuses it otherwise).
import { useRef, useState } from 'react';
import type { UserProfileDto } from '@portico/common/people/entity-dto';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { toast } from '@/lib/toast';
import type { SignInContactChange } from '../api/sign-in-contact';
import { useUpdateUserProfile } from '../api/users';
import { useContactConfirmation } from './confirm-contact-dialog';
import { UserProfileForm } from './user-profile-form';

/** The sign-in contacts a save would move, each needing its code. */
function signInContactChanges(
  profile: UserProfileDto,
  input: UserProfileInput,
): SignInContactChange[] {
  const changes: SignInContactChange[] = [];
  const email = input.email?.trim().toLowerCase();
  const currentEmail = profile.preferences.has_temp_email ? '' : profile.email.toLowerCase();
  if (email && email !== currentEmail) changes.push({ email });
  const phone = input.phone_number;
  if (profile.preferred_sign_in_method === 'sms' && phone && phone !== profile.phone_number)
    changes.push({ phone_number: phone });
  return changes;
}

export function OwnProfileEditor({
  profile,
  readOnly,
  force2fa,
  emailEditable = false,
}: {
  profile: UserProfileDto;
  readOnly: boolean;
  force2fa: boolean;
  emailEditable?: boolean;
}) {
  const save = useUpdateUserProfile(profile.id);
  const waiting = useRef<UserProfileInput | null>(null);
  // Each save shows the form afresh from the server's answer (an incomplete phone was sent
  // empty); the query's own copy reaches this component a render later.
  const [lastSave, setLastSave] = useState<{ count: number; profile: UserProfileDto } | null>(null);
  const saveProfile = (input: UserProfileInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success('Profile updated successfully');
        setLastSave((last) => ({ count: (last?.count ?? 0) + 1, profile: saved }));
      },
    });
  const confirmation = useContactConfirmation(() => {
    if (waiting.current) saveProfile(waiting.current);
    waiting.current = null;
  });
  const submit = (input: UserProfileInput) => {
    const changes = signInContactChanges(profile, input);
    if (changes.length === 0) {
      saveProfile(input);
      return;
    }
    waiting.current = input;
    confirmation.start(changes);
  };
  return (
    <>
      <UserProfileForm
        key={lastSave?.count ?? 0}
        profile={lastSave?.profile ?? profile}
        readOnly={readOnly}
        force2fa={force2fa}
        emailEditable={emailEditable}
        saving={save.isPending}
        onSubmit={submit}
      />
      {confirmation.dialog}
    </>
  );
}
