// Changes an entity's owners and primary contact in a transaction (read, check, write), so two
// editors cannot lose each other's change; adds a brand-new user as an owner (and, for a spouse,
// renames the entity) and shares the entity's earlier conversations with them, all or nothing.
import { MAX_SHARED_CONVERSATIONS } from '@portico/common/messaging/conversations';
import { loginKey, toLoginDoc, type LoginRecord } from '../auth/logins.repo';
import type { Participant } from '../messaging/conversation-record';
import { conversationsRepo, type ParticipantsChange } from '../messaging/conversations.repo';
import {
  otherRelevantCompanies,
  shareEarlierConversations,
  TooManyConversationsError,
  type EarlierConversations,
} from '../messaging/earlier-messages';
import { FieldValue, type Db, type DbTransaction, type DocumentData } from '../platform/db/db';
import {
  companiesPath,
  companyDocListFields,
  fromCompanyDoc,
  type CompanyDoc,
} from './companies.repo';
import type { CompanyRecord } from './company-record';
import type { UserRecord } from './user-record';
import { toUserDoc, usersPath } from './users.repo';

export interface Owners {
  ownerIds: string[];
  primaryOwnerId: string;
}

/** What adding an owner may also change on the entity, in the same transaction (Add spouse). */
export interface NewOwnerCompanyPatch {
  name?: string;
  spouseId?: string;
}

/** Add owner → New User's copy or transfer of earlier messages (messaging/earlier-messages.ts). */
export interface EarlierMessagesRequest {
  mode: EarlierConversations['mode'];
  newOwner: Participant;
}

export function ownersRepo(db: Db) {
  const companyRef = (firmId: string, companyId: string) =>
    db.doc(`${companiesPath(firmId)}/${companyId}`);
  const conversations = conversationsRepo(db);

  /** Reads (in `tx`) the entity's conversations and, for a transfer, their other entities' owners. */
  async function earlierChanges(
    tx: DbTransaction,
    firmId: string,
    companyId: string,
    request: EarlierMessagesRequest,
  ): Promise<ParticipantsChange[]> {
    const found = await conversations.readForCompany(
      tx,
      firmId,
      companyId,
      MAX_SHARED_CONVERSATIONS + 1,
    );
    if (found.length > MAX_SHARED_CONVERSATIONS) throw new TooManyConversationsError();
    const otherIds = otherRelevantCompanies(request.mode, companyId, found);
    const others = otherIds.length
      ? await tx.getAll(...otherIds.map((id) => companyRef(firmId, id)))
      : [];
    const owners = new Map(
      others.map((s) => [s.id, s.exists ? (s.data() as CompanyDoc).owner_ids : []]),
    );
    return shareEarlierConversations({
      ...request,
      companyId,
      conversations: found,
      ownersOf: (id) => owners.get(id) ?? [],
    });
  }

  return {
    /** Applies `change` to the current owners; `change` may throw to refuse. Answers the result. */
    async update(
      firmId: string,
      companyId: string,
      change: (current: Owners) => Owners,
    ): Promise<Owners> {
      const ref = companyRef(firmId, companyId);
      return db.runTransaction(async (tx) => {
        const doc = (await tx.get(ref)).data() as CompanyDoc;
        const next = change({ ownerIds: doc.owner_ids, primaryOwnerId: doc.primary_owner_id });
        const update: Partial<CompanyDoc> = {
          owner_ids: next.ownerIds,
          primary_owner_id: next.primaryOwnerId,
        };
        // A spouse who is no longer an owner is no longer the entity's spouse.
        if (doc.spouse_id && !next.ownerIds.includes(doc.spouse_id)) update.spouse_id = null;
        tx.update(ref, update);
        return next;
      });
    },
    /**
     * Creates the user (and their login, unless they have none) and adds them as owner; false,
     * nothing written, if the email is taken. `companyPatch` sees the entity as it is inside the
     * transaction (null if it is gone), may throw to refuse, and answers what else to change on it.
     * `earlier` shares the entity's conversations with them in the same transaction; it throws
     * TooManyConversationsError, nothing written, when they would not fit in it.
     */
    async createOwner(
      companyId: string,
      user: UserRecord,
      login: LoginRecord | null,
      companyPatch?: (current: CompanyRecord | null) => NewOwnerCompanyPatch,
      earlier?: EarlierMessagesRequest,
    ): Promise<boolean> {
      const loginRef = login ? db.doc(`logins/${loginKey(login.email)}`) : null;
      const ref = companyRef(user.firmId, companyId);
      return db.runTransaction(async (tx) => {
        if (loginRef && (await tx.get(loginRef)).exists) return false;
        let update: DocumentData = { owner_ids: FieldValue.arrayUnion(user.id) };
        if (companyPatch) {
          const snapshot = await tx.get(ref);
          const doc = snapshot.exists ? (snapshot.data() as CompanyDoc) : null;
          const patch = companyPatch(doc && fromCompanyDoc(user.firmId, companyId, doc));
          const changed: Partial<CompanyDoc> = {
            owner_ids: [...new Set([...(doc?.owner_ids ?? []), user.id])],
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.spouseId !== undefined && { spouse_id: patch.spouseId }),
          };
          // The name feeds the Entities list's search and sort keys, so they move with it.
          update = doc ? { ...changed, ...companyDocListFields({ ...doc, ...changed }) } : changed;
        }
        const shared = earlier ? await earlierChanges(tx, user.firmId, companyId, earlier) : [];
        tx.create(db.doc(`${usersPath(user.firmId)}/${user.id}`), toUserDoc(user));
        if (login && loginRef) tx.create(loginRef, toLoginDoc(login));
        tx.update(ref, update);
        conversations.setParticipants(tx, user.firmId, shared);
        return true;
      });
    },
  };
}

export type OwnersRepo = ReturnType<typeof ownersRepo>;
