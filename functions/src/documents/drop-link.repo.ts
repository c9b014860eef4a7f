// Reads and writes the firm's drop link: its token (firms/{firmId}/drop_link/link, and the public
// index drop_links/{token} that finds the firm from the page's address) and the drops sent through
// it (firms/{firmId}/drop_link_drops/{dropId}), each 'uploading' from the moment its files are
// chosen until they are checked and kept ('received'). The only code touching those collections.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import { expiredInGroup } from '../platform/db/expired-in-group';
import { recordCollection } from '../platform/db/record-collection';

export interface DropFile {
  name: string;
  size: number;
  /** Where the sender's browser puts it. */
  stagedPath: string;
  /** Once received: the kept copy and its type (by its bytes). */
  blobPath: string | null;
  contentType: string | null;
}

export interface DropRecord {
  id: string;
  firmId: string;
  status: 'uploading' | 'received';
  senderName: string;
  senderEmail: string;
  message: string;
  files: DropFile[];
  createdAt: Date;
  /**
   * Until then the files may be sent; a drop never sent is swept after. Null once received (its
   * staged files are gone then, and nothing sweeps it).
   */
  expiresAt: Date | null;
  receivedAt: Date | null;
  /** The entity whose documents the files were last saved to. */
  savedTo: DropSavedTo | null;
}

export interface DropSavedTo {
  companyId: string;
  companyName: string;
  hashId: string;
  at: Date;
}

interface DropDoc {
  status: DropRecord['status'];
  sender_name: string;
  sender_email: string;
  message: string;
  files: {
    name: string;
    size: number;
    staged_path: string;
    blob_path: string | null;
    content_type: string | null;
  }[];
  created_at: Timestamp;
  expires_at: Timestamp | null;
  received_at: Timestamp | null;
  /** Absent on drops from before files could be saved to an entity. */
  saved_to?: {
    company_id: string;
    company_name: string;
    hash_id: string;
    at: Timestamp;
  } | null;
}

interface LinkDoc {
  token: string;
  created_at: Timestamp;
}

interface TokenDoc {
  firm_id: string;
  created_at: Timestamp;
}

export function dropLinkRepo(db: Db) {
  const drops = recordCollection<DropRecord, DropDoc>(db, {
    path: (firmId) => `firms/${firmId}/drop_link_drops`,
    toDoc: (d) => ({
      status: d.status,
      sender_name: d.senderName,
      sender_email: d.senderEmail,
      message: d.message,
      files: d.files.map((f) => ({
        name: f.name,
        size: f.size,
        staged_path: f.stagedPath,
        blob_path: f.blobPath,
        content_type: f.contentType,
      })),
      created_at: Timestamp.fromDate(d.createdAt),
      expires_at: d.expiresAt && Timestamp.fromDate(d.expiresAt),
      received_at: d.receivedAt ? Timestamp.fromDate(d.receivedAt) : null,
      saved_to: d.savedTo && {
        company_id: d.savedTo.companyId,
        company_name: d.savedTo.companyName,
        hash_id: d.savedTo.hashId,
        at: Timestamp.fromDate(d.savedTo.at),
      },
    }),
    fromDoc: (firmId, id, doc) => ({
      id,
      firmId,
      status: doc.status,
      senderName: doc.sender_name,
      senderEmail: doc.sender_email,
      message: doc.message,
      files: doc.files.map((f) => ({
        name: f.name,
        size: f.size,
        stagedPath: f.staged_path,
        blobPath: f.blob_path,
        contentType: f.content_type,
      })),
      createdAt: doc.created_at.toDate(),
      expiresAt: doc.expires_at?.toDate() ?? null,
      receivedAt: doc.received_at?.toDate() ?? null,
      savedTo: doc.saved_to
        ? {
            companyId: doc.saved_to.company_id,
            companyName: doc.saved_to.company_name,
            hashId: doc.saved_to.hash_id,
            at: doc.saved_to.at.toDate(),
          }
        : null,
    }),
  });
  const linkRef = (firmId: string) => db.doc(`firms/${firmId}/drop_link/link`);
  const tokenRef = (token: string) => db.doc(`drop_links/${token}`);

  return {
    /** The firm's token, made on first asking (one transaction, so two first askings agree). */
    async tokenFor(firmId: string, newToken: () => string, at: Date): Promise<string> {
      // Made once: every later opening only reads it.
      const made = await linkRef(firmId).get();
      if (made.exists) return (made.data() as LinkDoc).token;
      return db.runTransaction(async (tx) => {
        const found = await tx.get(linkRef(firmId));
        if (found.exists) return (found.data() as LinkDoc).token;
        const token = newToken();
        const created_at = Timestamp.fromDate(at);
        tx.create(linkRef(firmId), { token, created_at } satisfies LinkDoc);
        tx.create(tokenRef(token), { firm_id: firmId, created_at } satisfies TokenDoc);
        return token;
      });
    },
    /** The firm a token names, or null. */
    async firmOf(token: string): Promise<string | null> {
      const found = await tokenRef(token).get();
      return found.exists ? (found.data() as TokenDoc).firm_id : null;
    },
    getDrop: drops.get,
    createDrop: drops.create,
    /**
     * Marks the drop received with its kept files, and does `also` in the same transaction;
     * false when it was received already (a second submit).
     */
    async receive(
      current: DropRecord,
      patch: Pick<
        DropRecord,
        'senderName' | 'senderEmail' | 'message' | 'files' | 'receivedAt' | 'expiresAt'
      >,
      also: (tx: DbTransaction) => void,
    ): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const stored = await drops.read(tx, current.firmId, current.id);
        if (!stored || stored.status !== 'uploading') return false;
        drops.update(tx, stored, { ...patch, status: 'received' });
        also(tx);
        return true;
      });
    },
    /**
     * Notes where the drop's files were saved, and does `also` (the documents made of them) in
     * the same transaction; false when the drop is gone.
     */
    async markSaved(
      current: DropRecord,
      savedTo: DropSavedTo,
      also: (tx: DbTransaction) => void,
    ): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const stored = await drops.read(tx, current.firmId, current.id);
        if (!stored || stored.status !== 'received') return false;
        drops.update(tx, stored, { savedTo });
        also(tx);
        return true;
      });
    },
    /** Drops never sent whose window closed before `before`, of every firm, oldest first. */
    async expiredDrops(before: Date, limit: number): Promise<DropRecord[]> {
      const found = await expiredInGroup(db, 'drop_link_drops', before, limit);
      return found.flatMap(({ firmId, doc }) => drops.records(firmId, [doc]));
    },
    async deleteDrop(firmId: string, id: string): Promise<void> {
      await drops.collection(firmId).doc(id).delete();
    },
    /** The firm's received drops, newest first. */
    async listReceived(firmId: string, limit: number): Promise<DropRecord[]> {
      const snapshot = await drops
        .collection(firmId)
        .where('status', '==', 'received')
        .orderBy('received_at', 'desc')
        .limit(limit)
        .get();
      return drops.records(firmId, snapshot.docs);
    },
  };
}

export type DropLinkRepo = ReturnType<typeof dropLinkRepo>;
