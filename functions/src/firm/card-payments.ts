// Where a firm takes card payments (deposits, invoices): its connected account, when it bills
// online (billing_enabled) and has connected one; else nowhere (clients are told to contact it).
import type { FirmPreferences } from '@portico/common/firm/preferences';

export const cardPaymentAccountOf = (firm: {
  preferences: FirmPreferences;
  cardPaymentAccountId: string | null;
}): string | null =>
  firm.preferences.billing_enabled && firm.cardPaymentAccountId ? firm.cardPaymentAccountId : null;
