// A staff list as the import pipeline takes it (row-importer.ts): each row invites a staff member
// as Firm Settings → Team does (auth's staff invitations: the account, its login and the mailed
// link in one transaction), as the importer — a partner, or an admin for the levels below theirs.
// Someone already on the firm's staff is left as they are, so importing the list again adds nothing.
import { templateRows } from '@portico/common/imports/client-list-rows';
import { LIST_TEMPLATE_COLUMNS } from '@portico/common/imports/imports';
import { staffRowInvitation } from '@portico/common/imports/staff-list-rows';
import { canInviteStaff } from '@portico/common/people/staff-invitations';
import { principalResolver, staffInvitations } from '../../auth/auth.module';
import { firmCatalogRepo, firmRepo } from '../../firm/firm.module';
import { usersRepo } from '../../people/people.module';
import { readImportTable } from '../import-table';
import type { RowImporter } from '../row-importer';

export const STAFF_IMPORTER_GONE = 'The person who imported this list can no longer invite staff';

export const staffListImporter: RowImporter = {
  columns: () => LIST_TEMPLATE_COLUMNS.staff,
  async read(blobs, file) {
    const table = await readImportTable(blobs, file);
    if ('problem' in table) return table;
    const read = templateRows('staff', table);
    return 'problem' in read ? read : { header: table[0]!, lines: table, rows: read.rows };
  },
  async open(ports, record) {
    const { db } = ports;
    const users = usersRepo(db);
    const importer = await principalResolver(users, firmRepo(db))(record.createdBy, record.firmId);
    const portalUrl = record.options.portal_url;
    if (
      !importer?.isStaff ||
      importer.readonly ||
      !canInviteStaff(importer.firmAccess) ||
      !portalUrl
    )
      return { gone: STAFF_IMPORTER_GONE };
    const invitations = staffInvitations(ports);
    const groups = await firmCatalogRepo(db).list(record.firmId, 'groups');
    const groupIds = new Set(groups.map((g) => g.id));
    return async (_file, row) => {
      const invitation = staffRowInvitation(row, groups);
      if ('problem' in invitation) return { reason: invitation.problem };
      const existing = await users.idByEmail(record.firmId, invitation.email);
      if (existing && (await users.get(record.firmId, existing))?.isStaff) return 'unchanged';
      const outcome = await invitations.inviteOne(importer, invitation, groupIds, portalUrl);
      return typeof outcome === 'string' ? { reason: outcome } : 'created';
    };
  },
};
