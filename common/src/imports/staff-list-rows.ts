// A staff list (issue 49): each row invites a staff member as Firm Settings → Team does — First
// Name, Last Name, Email, then the access level ('Full user' when blank) and the firm group by
// name (none when blank), checked by the invitation's own schema.
import { ValidationError } from 'yup';
import {
  accessLevelNamed,
  staffInvitationSchema,
  type StaffInvitationInput,
} from '../people/staff-invitations';
import { noGroupNamed, rowTextProblem, type ClientListRow } from './client-list-rows';

export const notAnAccessLevel = (text: string) =>
  `${text} is not an access level: write Partner, Admin, Full user or Group-limited user`;

/** The invitation a row asks for, or why it cannot be one. */
export function staffRowInvitation(
  row: ClientListRow,
  groups: { id: string; name: string }[],
): StaffInvitationInput | { problem: string } {
  const textProblem = rowTextProblem(row);
  if (textProblem) return { problem: textProblem };
  const { cells } = row;
  const levelCell = cells['Access Level'] ?? '';
  const access = levelCell ? accessLevelNamed(levelCell) : 'full';
  if (!access) return { problem: notAnAccessLevel(levelCell) };
  const groupCell = cells['Firm Group'] ?? '';
  const group = groupCell
    ? groups.find((g) => g.name.trim().toLowerCase() === groupCell.toLowerCase())
    : undefined;
  if (groupCell && !group) return { problem: noGroupNamed(groupCell) };
  try {
    return staffInvitationSchema.validateSync({
      fname: cells['First Name'],
      lname: cells['Last Name'],
      email: cells['Email'],
      firm_access: access,
      firm_group_id: group?.id ?? '',
    }) as StaffInvitationInput;
  } catch (error) {
    if (error instanceof ValidationError) return { problem: error.message };
    throw error;
  }
}
