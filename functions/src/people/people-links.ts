// What the people area needs from other areas, as interfaces people owns. The wiring
// (http/api-router.ts) hands in the other areas' implementations, so people imports none of them
// and each collection keeps its one owner: auth's logins, questionnaires' questionnaires and
// messaging's conversations (shared with a new owner, opened with a new entity) are written by
// their own repos, inside people's transactions.
import type { EarlierMessages } from '@portico/common/messaging/conversations';
import type { DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import type { EntityRecord } from './entities/entity-record';
import type { UserRecord } from './users/user-record';

/** A sign-in directory entry (auth's logins/{email}). */
export interface Login {
  email: string;
  firmId: string;
  userId: string;
  passwordHash: string | null;
}

/** A user's login moving from one address (or none) to another (or none, when removed). */
export interface LoginMove {
  from: string | null;
  to: string | null;
}

/** The sign-in directory: emails are unique across firms because sign-in starts from the email. */
export interface LoginDirectory {
  /** Does an account hold this address already? */
  isTaken(email: string): Promise<boolean>;
  /** Inside a transaction: does an account hold any of these addresses? */
  anyTaken(tx: DbTransaction, emails: string[]): Promise<boolean>;
  /** Inside a transaction, after its reads: a new login. */
  insert(tx: DbTransaction, login: Login): void;
  /** Inside a transaction: the writes that move a user's login; null when `to` is someone else's. */
  planMove(
    tx: DbTransaction,
    firmId: string,
    userId: string,
    move: LoginMove,
  ): Promise<PlannedWrites | null>;
}

/** The parts of a user that sign-in codes and links go to. */
export interface SignInContact {
  email: string;
  hasTempEmail: boolean;
  phoneNumber: string;
  preferredSignInMethod: 'password' | 'email' | 'sms';
}

/** Notices to a user's old addresses when their sign-in contact moves (auth area). */
export interface SignInContactNotices {
  /** Inside the transaction that changes the user, after its reads. */
  queue(tx: DbTransaction, before: SignInContact, changes: Partial<SignInContact>): void;
}

/** Deactivating a client locks the questionnaires of their entities (questionnaires area). */
export interface QuestionnaireLocks {
  /** Inside a transaction: locks their open questionnaires and removes their scheduled sends. */
  planLocks(tx: DbTransaction, firmId: string, companyIds: string[]): Promise<PlannedWrites>;
}

/** An entity's questionnaires carry its advisor for the overview's filter (questionnaires area). */
export interface QuestionnaireFacts {
  /** After the entity's advisor changed; answers how many questionnaires followed. */
  setAdvisorOfCompany(firmId: string, companyId: string, advisorId: string | null): Promise<number>;
  /** After the entity's tags changed (Collect filters by them); answers how many followed. */
  setTagsOfCompany(firmId: string, companyId: string, tagIds: string[]): Promise<number>;
}

/**
 * An entity's tax returns and signature requests carry its name, ids and advisor for the Deliver
 * and Signatures tables (tax-returns and signature-requests areas).
 */
export interface DeliveryFacts {
  /** After the entity's details or advisor changed; answers how many records followed. */
  followEntity(entity: EntityRecord): Promise<number>;
  /** After a firm user's name changed: the records they are assigned show it. */
  followAdvisorName(advisor: UserRecord): Promise<number>;
}

/** Add owner → New User's copy or transfer of earlier messages (messaging area). */
export interface EarlierConversationsRequest {
  mode: Exclude<EarlierMessages, 'none'>;
  newOwner: { id: string; name: string };
}

/** An owner added to or removed from an entity, and what its conversations do (messaging area). */
export interface OwnerConversationChange {
  mode: 'move' | 'new';
  /** The owner who joins, or null. */
  added: { id: string; name: string } | null;
  /** The owner who leaves, or null. */
  removedId: string | null;
  /** The entity's owners after the change (a new conversation's clients). */
  owners: { id: string; name: string }[];
  /** The entity's assigned advisor, for a new conversation. */
  advisorIds: string[];
  /** A new conversation's id. */
  newConversationId: string;
  at: Date;
}

export interface EarlierConversations {
  /** Inside a transaction: shares the entity's conversations; Invalid when too many to fit. */
  planSharing(
    tx: DbTransaction,
    firmId: string,
    companyId: string,
    request: EarlierConversationsRequest,
  ): Promise<PlannedWrites>;
  /** Inside a transaction: moves or archives the entity's conversations as its owners change. */
  planOwnerChange(
    tx: DbTransaction,
    firmId: string,
    companyId: string,
    change: OwnerConversationChange,
  ): Promise<PlannedWrites>;
}

/** A new entity's first conversation: its owners and its advisor (messaging area). */
export interface ConversationOpening {
  firmId: string;
  companyId: string;
  /** The assigned advisor, when there is one. */
  advisorIds: string[];
  clients: { id: string; name: string }[];
  at: Date;
}

export interface EntityConversations {
  /** Inside the transaction that creates the entity, after its reads. */
  open(tx: DbTransaction, opening: ConversationOpening): void;
}

export interface PeopleLinks {
  logins: LoginDirectory;
  contactNotices: SignInContactNotices;
  questionnaireLocks: QuestionnaireLocks;
  questionnaireFacts: QuestionnaireFacts;
  deliveryFacts: DeliveryFacts;
  earlierConversations: EarlierConversations;
  entityConversations: EntityConversations;
}
