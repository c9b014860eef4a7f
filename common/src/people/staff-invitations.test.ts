import { describe, expect, it } from 'vitest';
import {
  accessLevelNamed,
  canInviteStaff,
  parsePastedStaff,
  STAFF_INVITATION_MESSAGES,
} from './staff-invitations';

const groups = [{ id: 'g-north', name: 'North Office' }];

describe('a pasted staff list', () => {
  it('reads spreadsheet columns and typed commas, one person a line', () => {
    const { rows, problems } = parsePastedStaff(
      [
        'Ana María López\tana@firm.example\tAdmin\tnorth office',
        '',
        '  Wei Chen, WEI@firm.example  ',
        '陈 伟, chen.wei@firm.example, group-limited user, North Office',
      ].join('\r\n'),
      groups,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        fname: 'Ana María',
        lname: 'López',
        email: 'ana@firm.example',
        firm_access: 'admin',
        firm_group_id: 'g-north',
      },
      {
        fname: 'Wei',
        lname: 'Chen',
        email: 'wei@firm.example',
        firm_access: 'full',
        firm_group_id: '',
      },
      {
        fname: '陈',
        lname: '伟',
        email: 'chen.wei@firm.example',
        firm_access: 'group',
        firm_group_id: 'g-north',
      },
    ]);
  });

  it('names each line it cannot read, with why', () => {
    const { rows, problems } = parsePastedStaff(
      [
        'Cher, cher@firm.example',
        'Bo Diddley, not-an-email',
        'Al Green, al@firm.example, boss',
        'Di Ross, di@firm.example, full, Nowhere',
        'Ed Wood, ed@firm.example, group',
        'Fay Ray, fay@firm.example',
        'Fay Ray, FAY@firm.example',
      ].join('\n'),
      groups,
    );
    expect(rows.map((r) => r.email)).toEqual(['fay@firm.example']);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'Write the first and last name'],
      [2, 'Enter a valid email address'],
      [3, '“boss” is not an access level'],
      [4, '“Nowhere” is not one of your groups'],
      [5, STAFF_INVITATION_MESSAGES.groupRequired],
      [7, STAFF_INVITATION_MESSAGES.duplicate],
    ]);
  });
});

describe('who invites whom', () => {
  it('partners invite anyone, admins below them, others nobody', () => {
    expect(canInviteStaff('partner', 'partner')).toBe(true);
    expect(canInviteStaff('admin', 'admin')).toBe(false);
    expect(canInviteStaff('admin', 'group')).toBe(true);
    expect(canInviteStaff('full', 'group')).toBe(false);
    expect(canInviteStaff(null)).toBe(false);
    expect(accessLevelNamed(' Full  User ')).toBe('full');
    expect(accessLevelNamed('owner')).toBeNull();
  });
});
