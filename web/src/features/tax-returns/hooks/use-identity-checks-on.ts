// Whether the firm verifies signers' identity (its preference): the Deliver table's Identity
// column, the Verification Checks dialog and the choice when a return is classified.
import { useCurrentFirm } from '@/lib/current-firm';

export const useIdentityChecksOn = () =>
  useCurrentFirm().data?.preferences?.identity_verification_enabled === true;
