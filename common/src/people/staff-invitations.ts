// Inviting the team (issue 50): partners and admins invite staff one by one or as a pasted list
// (Firm Settings → Team), each a staff account that signs in by the mailed link and sets its
// password and two-factor. Shared by the dialog, its list parser and POST /staff/invitations.
import { array, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { FIRM_ACCESS_LEVELS, type FirmAccess } from './access';
import { personName, requiredEmail } from './create-client';
import { canManageStaff } from './people-access';

/** How long an invitation's sign-in link works. */
export const STAFF_INVITATION_DAYS = 7;
/** Most people one request (a pasted list) invites. */
export const MAX_INVITATIONS = 50;

export const ACCESS_LEVEL_LABELS: Record<FirmAccess, string> = {
  partner: 'Partner',
  admin: 'Admin',
  full: 'Full user',
  group: 'Group-limited user',
};

export const STAFF_INVITATION_MESSAGES = {
  sent: 'Invitation sent',
  sentMany: (n: number) => `${n} invitations sent`,
  noneSent: 'No invitations were sent',
  resent: 'Invitation sent again',
  withdrawn: 'Invitation withdrawn',
  notAllowed: 'Only partners and admins can invite staff',
  tooHigh: 'You cannot invite staff at or above your access level',
  emailTaken: 'This email already has a Portico account',
  groupRequired: 'Choose a group for a group-limited user',
  unknownGroup: 'Choose one of your firm’s groups',
  notPending: 'This invitation has already been accepted',
  notFound: 'Invitation not found',
  duplicate: 'This email is listed twice',
  tooMany: `Invite at most ${MAX_INVITATIONS} people at once`,
  tooSoon: 'This invitation was sent too many times lately. Try again in 15 minutes.',
} as const;

/** Partners invite anyone; admins invite full and group-limited users; nobody else invites. */
export const canInviteStaff = (caller: FirmAccess | null, level?: FirmAccess): boolean =>
  (caller === 'partner' || caller === 'admin') &&
  (level === undefined || canManageStaff(caller, level));

export const staffInvitationSchema = object({
  fname: personName('First name'),
  lname: personName('Last name'),
  email: requiredEmail(),
  firm_access: string()
    .required('Access level is required')
    .oneOf([...FIRM_ACCESS_LEVELS], 'Choose an access level'),
  firm_group_id: recordId('firm_group_id')
    .default('')
    .when('firm_access', {
      is: 'group',
      then: (s) => s.required(STAFF_INVITATION_MESSAGES.groupRequired),
    }),
});
export type StaffInvitationInput = InferType<typeof staffInvitationSchema> & {
  firm_access: FirmAccess;
};

export const inviteStaffSchema = object({
  invitations: array(staffInvitationSchema)
    .required()
    .min(1, 'Add someone to invite')
    .max(MAX_INVITATIONS, STAFF_INVITATION_MESSAGES.tooMany),
});
export type InviteStaffInput = { invitations: StaffInvitationInput[] };

export type StaffStatus = 'active' | 'invited' | 'inactive';

export interface StaffMemberDto {
  id: string;
  full_name: string;
  email: string;
  firm_access: FirmAccess;
  firm_group_id: string | null;
  status: StaffStatus;
  /** ISO time the (last) invitation was sent; null for staff never invited here. */
  invited_at: string | null;
}

export interface InviteStaffResultDto {
  message: string;
  invited: StaffMemberDto[];
  /** Those left out, with why (an address that has an account, …). */
  not_invited: { email: string; reason: string }[];
}

/** A pasted line that could not be read: its number (1-based) and why. */
export interface PastedLineProblem {
  line: number;
  text: string;
  reason: string;
}

const LEVEL_WORDS: Record<string, FirmAccess> = {
  partner: 'partner',
  admin: 'admin',
  administrator: 'admin',
  full: 'full',
  'full user': 'full',
  group: 'group',
  'group-limited': 'group',
  'group-limited user': 'group',
  'group limited': 'group',
};

/** An access level as a person types it ('Full user', 'admin'); null when it names none. */
export function accessLevelNamed(text: string): FirmAccess | null {
  return LEVEL_WORDS[text.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/**
 * A list pasted from a spreadsheet or typed, one person a line: "Name, email, access level,
 * group" (tabs or commas; the access level defaults to Full user, the group is optional). The
 * name's last word is the last name. Blank lines are skipped; a line that cannot be read is named
 * with why, so the rest can still be invited.
 */
export function parsePastedStaff(
  text: string,
  groups: { id: string; name: string }[],
): { rows: StaffInvitationInput[]; problems: PastedLineProblem[] } {
  const rows: StaffInvitationInput[] = [];
  const problems: PastedLineProblem[] = [];
  const groupByName = new Map(groups.map((g) => [g.name.trim().toLowerCase(), g.id]));
  const emails = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const problem = (reason: string) => problems.push({ line: index + 1, text: line, reason });
    const cells = line.split(line.includes('\t') ? '\t' : ',').map((c) => c.trim());
    const [name = '', email = '', level = '', group = ''] = cells;
    const words = name.split(/\s+/).filter(Boolean);
    if (words.length < 2) return problem('Write the first and last name');
    const access = level ? accessLevelNamed(level) : 'full';
    if (!access) return problem(`“${level}” is not an access level`);
    const groupId = group ? groupByName.get(group.toLowerCase()) : '';
    if (groupId === undefined) return problem(`“${group}” is not one of your groups`);
    let row: StaffInvitationInput;
    try {
      row = staffInvitationSchema.validateSync({
        fname: words.slice(0, -1).join(' '),
        lname: words[words.length - 1],
        email,
        firm_access: access,
        firm_group_id: groupId,
      }) as StaffInvitationInput;
    } catch (error) {
      return problem((error as Error).message);
    }
    if (emails.has(row.email)) return problem(STAFF_INVITATION_MESSAGES.duplicate);
    emails.add(row.email);
    rows.push(row);
  });
  return { rows, problems };
}
