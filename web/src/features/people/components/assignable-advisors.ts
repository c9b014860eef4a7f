// Firm groups restrict assignable advisors: those of the chosen group or without a group limit.
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';

export const assignableAdvisors = (
  advisors: FirmUserDto[],
  groupsOn: boolean,
  groupId: string | null | undefined,
) => advisors.filter((a) => !groupsOn || a.firm_access !== 'group' || a.firm_group_id === groupId);
