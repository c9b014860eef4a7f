// Drop-off links (spec 2 §9: valid 7 days): drop_off_links/{sha256(token)}, one per owner a
// drop-off was mailed to, naming the questionnaire, its entity and that owner. Only the hash is
// stored; the token lives in the owner's mail. A link is used as often as needed until it expires.
import { sha256 } from '../../kernel/link-tokens';
import { Timestamp, type Db, type DbTransaction } from '../../platform/db/db';

export interface DropOffGrant {
  firmId: string;
  companyId: string;
  questionnaireId: string;
  /** The owner the link was mailed to: uploads through it are theirs. */
  uid: string;
  expiresAt: Date;
}

interface DropOffLinkDoc {
  firm_id: string;
  company_id: string;
  questionnaire_id: string;
  uid: string;
  expires_at: Timestamp;
}

export function dropOffLinksRepo(db: Db) {
  const ref = (token: string) => db.doc(`drop_off_links/${sha256(token)}`);
  return {
    /** Inside the transaction that writes the questionnaire and queues the mail. */
    planCreate(tx: DbTransaction, token: string, grant: DropOffGrant): void {
      const doc: DropOffLinkDoc = {
        firm_id: grant.firmId,
        company_id: grant.companyId,
        questionnaire_id: grant.questionnaireId,
        uid: grant.uid,
        expires_at: Timestamp.fromDate(grant.expiresAt),
      };
      tx.create(ref(token), doc);
    },

    async get(token: string): Promise<DropOffGrant | null> {
      const snapshot = await ref(token).get();
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as DropOffLinkDoc;
      return {
        firmId: doc.firm_id,
        companyId: doc.company_id,
        questionnaireId: doc.questionnaire_id,
        uid: doc.uid,
        expiresAt: doc.expires_at.toDate(),
      };
    },
  };
}

export type DropOffLinksRepo = ReturnType<typeof dropOffLinksRepo>;
