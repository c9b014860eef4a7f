// Reads and writes the firm document firms/{firmId}.
import { defaultFirmPreferences, type FirmPreferences } from '@portico/common/firm/preferences';
import { DEFAULT_FIRM_VOCABS, type FirmVocabs } from '@portico/common/firm/firm-settings-schema';
import { EMPTY_FIRM_CONTACT, type FirmContact } from '@portico/common/firm/firm-dto';
import { DEFAULT_FIRM_THEME, type FirmTheme } from '@portico/common/firm/theme';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { FirmRecord } from './firm-record';

interface FirmDoc {
  name: string;
  subdomain_url: string;
  host_aliases: string[];
  time_zone: string;
  theme: FirmTheme;
  favicon_url: string;
  preferences: Partial<FirmPreferences>;
  firm_vocabs?: Partial<FirmVocabs>;
  /** Absent on firms created before contact details existed. */
  contact?: Partial<FirmContact>;
  /** Absent until the firm connects a card-payment account. */
  card_payment_account_id?: string | null;
  /** The account made for the firm while its onboarding is not finished. */
  card_payment_account_pending?: string | null;
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
    firmVocabs: { ...DEFAULT_FIRM_VOCABS, ...doc.firm_vocabs },
    contact: { ...EMPTY_FIRM_CONTACT, ...doc.contact },
    cardPaymentAccountId: doc.card_payment_account_id ?? null,
    cardPaymentAccountPending: doc.card_payment_account_pending ?? null,
  };
}

function toFirmDoc(firm: FirmRecord, createdAt: Date): FirmDoc {
  return {
    name: firm.name,
    subdomain_url: firm.subdomainUrl,
    host_aliases: firm.hostAliases,
    time_zone: firm.timeZone,
    theme: firm.theme,
    favicon_url: firm.faviconUrl,
    preferences: firm.preferences,
    firm_vocabs: firm.firmVocabs ?? DEFAULT_FIRM_VOCABS,
    contact: firm.contact ?? EMPTY_FIRM_CONTACT,
    card_payment_account_id: firm.cardPaymentAccountId ?? null,
    created_at: Timestamp.fromDate(createdAt),
  };
}

/**
 * A portal address belongs to one firm: `firm_slugs/{slug}` claims it for a firm made since
 * claims exist; older firms are found by their `subdomain_url`.
 */
const slugRef = (db: Db, slug: string) => db.doc(`firm_slugs/${slug}`);

export function firmRepo(db: Db) {
  return {
    async get(firmId: string): Promise<FirmRecord | null> {
      const snapshot = await db.doc(`firms/${firmId}`).get();
      return snapshot.exists ? fromFirmDoc(firmId, snapshot.data() as FirmDoc) : null;
    },
    async create(firm: FirmRecord, createdAt: Date): Promise<void> {
      await db.doc(`firms/${firm.id}`).create(toFirmDoc(firm, createdAt));
    },
    /** Is the portal address someone's already (a claim, or an older firm's slug)? */
    async slugTaken(slug: string): Promise<boolean> {
      if ((await slugRef(db, slug).get()).exists) return true;
      const older = await db.collection('firms').where('subdomain_url', '==', slug).limit(1).get();
      return !older.empty;
    },
    /**
     * Inside a transaction, after its reads: the new firm and the claim on its portal address (the
     * commit fails if another firm claimed it meanwhile).
     */
    insert(tx: DbTransaction, firm: FirmRecord, createdAt: Date): void {
      tx.create(slugRef(db, firm.subdomainUrl), { firm_id: firm.id });
      tx.create(db.doc(`firms/${firm.id}`), toFirmDoc(firm, createdAt));
    },
    /**
     * Changes some preferences, keeping the others as they are now (one transaction); answers
     * all of them as saved (null when there is no firm).
     */
    async patchPreferences(
      firmId: string,
      patch: Partial<FirmPreferences>,
    ): Promise<FirmPreferences | null> {
      const ref = db.doc(`firms/${firmId}`);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const preferences = { ...(snapshot.data() as FirmDoc).preferences, ...patch };
        tx.update(ref, { preferences });
        return { ...defaultFirmPreferences(), ...preferences };
      });
    },
    /** Replaces the whole preferences object (update_preferences sends all of it). */
    async replacePreferences(firmId: string, preferences: FirmPreferences): Promise<void> {
      await db.doc(`firms/${firmId}`).update({ preferences });
    },
    /** Saves the details; contact details only when given (absent leaves them as they are). */
    async updateDetails(
      firmId: string,
      details: Pick<FirmRecord, 'name' | 'timeZone' | 'theme' | 'faviconUrl' | 'contact'> & {
        firmVocabs: FirmVocabs;
      },
    ): Promise<void> {
      await db.doc(`firms/${firmId}`).update({
        name: details.name,
        time_zone: details.timeZone,
        theme: details.theme,
        favicon_url: details.faviconUrl,
        firm_vocabs: details.firmVocabs,
        ...(details.contact && { contact: details.contact }),
      });
    },
    /**
     * Keeps the account made for the firm (onboarding begun), unless one is kept already or the
     * firm is connected; answers the account the firm now has pending (or connected).
     */
    async beginCardPaymentAccount(firmId: string, accountId: string): Promise<string> {
      const ref = db.doc(`firms/${firmId}`);
      return db.runTransaction(async (tx) => {
        const doc = (await tx.get(ref)).data() as FirmDoc;
        const kept = doc.card_payment_account_id ?? doc.card_payment_account_pending;
        if (kept) return kept;
        tx.update(ref, { card_payment_account_pending: accountId });
        return accountId;
      });
    },
    /** The pending account can take charges: it becomes the firm's (once; false when not pending). */
    async connectCardPaymentAccount(firmId: string, accountId: string): Promise<boolean> {
      const ref = db.doc(`firms/${firmId}`);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const doc = snapshot.data() as FirmDoc;
        if (doc.card_payment_account_pending !== accountId) return false;
        tx.update(ref, { card_payment_account_id: accountId, card_payment_account_pending: null });
        return true;
      });
    },
    /** The firm whose onboarding made this account (a Connect event names only the account). */
    async firmIdWithPendingAccount(accountId: string): Promise<string | null> {
      const found = await db
        .collection('firms')
        .where('card_payment_account_pending', '==', accountId)
        .limit(1)
        .get();
      return found.docs[0]?.id ?? null;
    },
    /** Tenant branding: a firm by one of its host aliases, else by its slug. */
    async findByHostOrSlug(host: string, slug: string): Promise<FirmRecord | null> {
      const firms = db.collection('firms');
      const byHost = host
        ? await firms.where('host_aliases', 'array-contains', host).limit(1).get()
        : null;
      const hit =
        byHost?.docs[0] ??
        (slug
          ? (await firms.where('subdomain_url', '==', slug).limit(1).get()).docs[0]
          : undefined);
      return hit ? fromFirmDoc(hit.id, hit.data() as FirmDoc) : null;
    },
  };
}

export type FirmRepo = ReturnType<typeof firmRepo>;
