// Staff lists imported on the spot (issue 49 item 2): each row invites a staff member as Firm
// Settings → Team does (the account, its login and the mailed link), with its access level and
// group named in words; rows that cannot be invited reported with why; a second import inviting
// nobody twice; the levels an admin may not invite refused row by row; other staff may not import.
import { describe, expect, it } from 'vitest';
import { IMPORT_STARTED, RESTRICTED_TYPE, type ImportDto } from '@portico/common/imports/imports';
import { notAnAccessLevel } from '@portico/common/imports/staff-list-rows';
import { noGroupNamed } from '@portico/common/imports/client-list-rows';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import {
  STAFF_INVITATION_MESSAGES as M,
  type StaffMemberDto,
} from '@portico/common/people/staff-invitations';
import { DEMO_GROUPS, DEMO_USERS, type DemoRole } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { csvFile, importCalls } from '../../../test/support/imports';
import { lastMessage } from '../../../test/support/sign-in-helpers';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const { auth, start, importAs, reportRows } = importCalls(testApi, http);

const staffCsv = (rows: string[][]) =>
  [['First Name', 'Last Name', 'Email', 'Access Level', 'Firm Group'], ...rows]
    .map((cells) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n') + '\r\n';

async function importStaff(content: string, role: DemoRole = 'partner') {
  const answer = await importAs(
    role,
    { documentType: 'staff_list', files: [csvFile('staff.csv', content)] },
    content,
  );
  await testApi().drainQueue();
  const res = await http()
    .get(`/api/imports/${answer.import.id}`)
    .set('Authorization', await auth(role));
  return { answer, done: (res.body as { import: ImportDto }).import };
}

const team = async () =>
  (await (await testApi().as('partner')).get('firms/staff')).body.staff as StaffMemberDto[];

describe('a staff list', () => {
  it('invites each row, reports the rest, and a second run invites nobody twice', async () => {
    const tag = Date.now().toString(36);
    const email = (name: string) => `${name}.${tag}@harborview.example`;
    const content = staffCsv([
      ['Noor', 'Haddad', email('noor'), 'Admin', ''],
      ['Kenji', '佐藤', email('kenji'), 'group-limited user', 'north office'],
      ['Lena', 'Fischer', email('lena'), '', ''],
      ['Omar', 'Ali', email('omar'), 'Boss', ''],
      ['Pia', 'Berg', email('pia'), 'Full user', 'Nowhere'],
      ['Quinn', '', email('quinn'), '', ''],
      ['Priya', 'Raman', DEMO_USERS.full.email, '', ''],
      ['Rosa', 'Olivia', DEMO_USERS.clientOneEntity.email, '', ''],
    ]);
    const { answer, done } = await importStaff(content);
    expect(answer.message).toBe(IMPORT_STARTED);
    expect(done.status).toBe('completed_with_errors');
    // Priya is already on the team: left as she is, not a failure.
    expect(done.progress).toMatchObject({ total: 8, created: 3, unchanged: 1, failed: 4 });

    const invited = (await team()).filter((s) => s.email.endsWith(`${tag}@harborview.example`));
    expect(
      invited
        .map((s) => [s.full_name, s.firm_access, s.firm_group_id, s.status])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Kenji 佐藤', 'group', DEMO_GROUPS.north, 'invited'],
      ['Lena Fischer', 'full', null, 'invited'],
      ['Noor Haddad', 'admin', null, 'invited'],
    ]);
    const mail = await lastMessage(testApi(), email('noor'), 'mail');
    expect(mail.subject).toBe('Harborview Tax & Advisory invites you to Portico');

    const report = await reportRows('partner', answer.import.id);
    expect(report.slice(1).map((row) => row.slice(-2))).toEqual([
      ['5', notAnAccessLevel('Boss')],
      ['6', noGroupNamed('Nowhere')],
      ['7', 'Last name is required'],
      ['9', M.emailTaken],
    ]);
    const notices = (await (await testApi().as('partner')).get('notifications'))
      .body as NotificationsPageDto;
    expect(notices.notifications.map((n) => n.text)).toContain(
      'Your staff list has been imported: 3 staff members invited, 4 rows not imported',
    );

    const again = await importStaff(content);
    expect(again.done.progress).toMatchObject({ created: 0, unchanged: 4, failed: 4 });
  });

  it('is for partners, and admins for the levels below theirs', async () => {
    const tag = Date.now().toString(36);
    const content = staffCsv([
      ['Una', 'Partner', `una.${tag}@harborview.example`, 'Partner', ''],
      ['Vic', 'Full', `vic.${tag}@harborview.example`, 'Full user', ''],
    ]);
    const { done } = await importStaff(content, 'admin');
    expect(done.progress).toMatchObject({ created: 1, failed: 1 });
    const full = await start('full', {
      documentType: 'staff_list',
      files: [csvFile('staff.csv', content)],
    });
    expect(full.status).toBe(403);
    expect(full.body.error).toBe(RESTRICTED_TYPE);
  });
});
