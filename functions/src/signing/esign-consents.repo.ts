// Each client's consent to sign electronically, firms/{firmId}/esign_consents/{userId} (the ESIGN
// Act, common/signing/esign-consent.ts): the disclosure version agreed to, when, from where. One
// per user in a firm: it covers every document the firm sends them for signature. The only code
// that touches these documents.
import {
  ESIGN_DISCLOSURE_VERSION,
  type EsignConsentDto,
} from '@portico/common/signing/esign-consent';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { SigningContext } from './signing-context';

export interface EsignConsentRecord {
  version: string;
  consentedAt: Date;
  context: SigningContext;
}

interface EsignConsentDoc {
  version: string;
  consented_at: Timestamp;
  ip_address: string;
  user_agent: string;
}

export const consentDtoOf = (c: EsignConsentRecord | null): EsignConsentDto => ({
  given: c?.version === ESIGN_DISCLOSURE_VERSION,
  consented_at: c ? c.consentedAt.toISOString() : null,
  version: c?.version ?? null,
});

export const isCurrentConsent = (c: EsignConsentRecord | null) =>
  c?.version === ESIGN_DISCLOSURE_VERSION;

export function esignConsentsRepo(db: Db) {
  const consent = (firmId: string, userId: string) =>
    db.collection(`firms/${firmId}/esign_consents`).doc(userId);
  const fromDoc = (doc: EsignConsentDoc | undefined): EsignConsentRecord | null =>
    doc
      ? {
          version: doc.version,
          consentedAt: doc.consented_at.toDate(),
          context: { ipAddress: doc.ip_address, userAgent: doc.user_agent },
        }
      : null;
  return {
    async get(firmId: string, userId: string): Promise<EsignConsentRecord | null> {
      return fromDoc((await consent(firmId, userId).get()).data() as EsignConsentDoc | undefined);
    },
    async read(tx: DbTransaction, firmId: string, userId: string) {
      return fromDoc((await tx.get(consent(firmId, userId))).data() as EsignConsentDoc | undefined);
    },
    /** After the reads: the user's consent is now `record`. */
    put(tx: DbTransaction, firmId: string, userId: string, record: EsignConsentRecord): void {
      const doc: EsignConsentDoc = {
        version: record.version,
        consented_at: Timestamp.fromDate(record.consentedAt),
        ip_address: record.context.ipAddress,
        user_agent: record.context.userAgent,
      };
      tx.set(consent(firmId, userId), doc);
    },
  };
}

export type EsignConsentsRepo = ReturnType<typeof esignConsentsRepo>;
