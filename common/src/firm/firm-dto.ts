// What GET /firms/current_user_firm answers: the caller's firm with its theme, preferences and the
// contact details its clients see.
import type { FirmVocabs } from './firm-settings-schema';
import type { FirmPreferences } from './preferences';
import type { FirmTheme } from './theme';

/** How clients reach the firm; every field may be '' (not provided). The phone is ten digits. */
export interface FirmContact {
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** 'US' or 'CA'. */
  country: string;
}

export const EMPTY_FIRM_CONTACT: FirmContact = {
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
};

export interface FirmDto {
  id: string;
  name: string;
  subdomain_url: string;
  time_zone: string;
  theme: FirmTheme;
  favicon_url: string;
  preferences: FirmPreferences;
  firm_vocabs: FirmVocabs;
  contact: FirmContact;
}
