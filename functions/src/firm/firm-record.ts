// The firm as the server works with it, mapped from firms/{firmId}.
import type { FirmContact } from '@portico/common/firm/firm-dto';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import type { FirmVocabs } from '@portico/common/firm/firm-settings-schema';
import type { FirmTheme } from '@portico/common/firm/theme';

export interface FirmRecord {
  id: string;
  name: string;
  /** The slug of the firm's portal address (tenant branding looks firms up by it). */
  subdomainUrl: string;
  hostAliases: string[];
  timeZone: string;
  theme: FirmTheme;
  faviconUrl: string;
  preferences: FirmPreferences;
  /** Words the firm uses in place of ours; missing terms read as the defaults. */
  firmVocabs?: FirmVocabs;
  /** How clients reach the firm; missing fields read as not provided. */
  contact?: FirmContact;
  /**
   * The firm's connected card-payment account (a Stripe Connect account id), null until the firm
   * connects one; deposits are paid into it.
   */
  cardPaymentAccountId?: string | null;
  /** The account made for the firm whose onboarding is not finished yet (Connect). */
  cardPaymentAccountPending?: string | null;
}
