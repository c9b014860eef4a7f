// Reads and writes the firm document firms/{firmId}.
import { defaultFirmPreferences, type FirmPreferences } from '@portico/common/firm/preferences';
import { DEFAULT_FIRM_THEME, type FirmTheme } from '@portico/common/firm/theme';
import { Timestamp, type Db } from '../platform/db/db';
import type { FirmRecord } from './firm-record';

interface FirmDoc {
  name: string;
  subdomain_url: string;
  host_aliases: string[];
  time_zone: string;
  theme: FirmTheme;
  favicon_url: string;
  preferences: Partial<FirmPreferences>;
  created_at: Timestamp;
}

function fromFirmDoc(id: string, doc: FirmDoc): FirmRecord {
  return {
    id,
    name: doc.name,
    subdomainUrl: doc.subdomain_url,
    hostAliases: doc.host_aliases ?? [],
    timeZone: doc.time_zone,
    theme: { ...DEFAULT_FIRM_THEME, ...doc.theme },
    faviconUrl: doc.favicon_url ?? '',
    // Preferences added after a firm was created read as their defaults.
    preferences: { ...defaultFirmPreferences(), ...doc.preferences },
  };
}

export function firmRepo(db: Db) {
  return {
    async get(firmId: string): Promise<FirmRecord | null> {
      const snapshot = await db.doc(`firms/${firmId}`).get();
      return snapshot.exists ? fromFirmDoc(firmId, snapshot.data() as FirmDoc) : null;
    },
    async create(firm: FirmRecord, createdAt: Date): Promise<void> {
      const doc: FirmDoc = {
        name: firm.name,
        subdomain_url: firm.subdomainUrl,
        host_aliases: firm.hostAliases,
        time_zone: firm.timeZone,
        theme: firm.theme,
        favicon_url: firm.faviconUrl,
        preferences: firm.preferences,
        created_at: Timestamp.fromDate(createdAt),
      };
      await db.doc(`firms/${firm.id}`).create(doc);
    },
  };
}

export type FirmRepo = ReturnType<typeof firmRepo>;
