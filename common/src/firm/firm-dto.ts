// What GET /firms/current_user_firm answers: the caller's firm with its theme and preferences.
import type { FirmVocabs } from './firm-settings-schema';
import type { FirmPreferences } from './preferences';
import type { FirmTheme } from './theme';

export interface FirmDto {
  id: string;
  name: string;
  subdomain_url: string;
  time_zone: string;
  theme: FirmTheme;
  favicon_url: string;
  preferences: FirmPreferences;
  firm_vocabs: FirmVocabs;
}
