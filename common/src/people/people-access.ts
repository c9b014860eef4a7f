// Who may change people's assignments and delete entities (spec 1 §5, §6): the server's people
// policy and the web app's POLICIES both decide with these.
import type { FirmAccess } from './access';

/** Only partner or full users change the assigned firm user (spec 1 §5). */
export const canChangeAssignedAdvisor = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'full';

/** Deleting an entity is for partners and admins (spec 1 §6: bulk actions). */
export const canDeleteEntities = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'admin';
