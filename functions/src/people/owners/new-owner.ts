// Adds a brand-new user as an owner of an entity, in one transaction: the user, their login, the
// owner (and, for a spouse, the entity's new name) and, when asked, the entity's earlier
// conversations shared with them. All or nothing; a login that appeared meanwhile refuses it.
import { NotFound } from '../../kernel/errors';
import type { Db } from '../../platform/db/db';
import { NO_WRITES } from '../../platform/db/planned-writes';
import type { EntitiesRepo, EntityPatch } from '../entities/entities.repo';
import type { EntityRecord } from '../entities/entity-record';
import type {
  EarlierConversations,
  EarlierConversationsRequest,
  Login,
  LoginDirectory,
} from '../people-links';
import type { UserRecord } from '../users/user-record';
import type { UsersRepo } from '../users/users.repo';

export interface NewOwnerDeps {
  db: Db;
  users: UsersRepo;
  entities: EntitiesRepo;
  logins: LoginDirectory;
  earlierConversations: EarlierConversations;
}

export interface NewOwner {
  companyId: string;
  user: UserRecord;
  /** None for a user without an email (a temporary address). */
  login: Login | null;
  /** What else changes on the entity, decided on it as it is inside the transaction; may throw. */
  companyPatch?: (current: EntityRecord) => EntityPatch;
  earlier?: EarlierConversationsRequest;
}

/** False, nothing written, when the login's email is taken. */
export function addNewOwner(deps: NewOwnerDeps, owner: NewOwner): Promise<boolean> {
  const { db, users, entities, logins, earlierConversations } = deps;
  const { user, login } = owner;
  return db.runTransaction(async (tx) => {
    if (login && (await logins.anyTaken(tx, [login.email]))) return false;
    const entity = await entities.read(tx, user.firmId, owner.companyId);
    if (!entity) throw new NotFound('Entity not found');
    const shared = owner.earlier
      ? await earlierConversations.planSharing(tx, user.firmId, entity.id, owner.earlier)
      : NO_WRITES;
    const patch = owner.companyPatch?.(entity) ?? {};
    users.insert(tx, user);
    if (login) logins.insert(tx, login);
    entities.update(tx, entity, {
      ...patch,
      ownerIds: [...new Set([...entity.ownerIds, user.id])],
    });
    shared.apply();
    return true;
  });
}
