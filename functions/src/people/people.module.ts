// The people area: users (staff and clients), entities, their owners and tags, and the Users and
// Entities lists (spec 1 §4–§6, spec 3 §3–§7). Mounts /users, /v2/users, /companies, /v2/entities,
// /v2/tags, /firm_role_assignments and /firms/users; other areas reach people's data only through
// what this file exports, and people reaches theirs only through the links it is handed.
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { firmCatalogRepo } from '../firm/firm.module';
import type { Ports } from '../platform/ports';
import { entitiesRepo } from './entities/entities.repo';
import { entityAdvisorService } from './entities/entity-advisor';
import { entitiesRoutes } from './entities/entities.routes';
import { entitiesService } from './entities/entities.service';
import { entityDeletionService } from './entities/entity-deletion.service';
import { entityTypeGate } from './entities/entity-types';
import { roleAssignmentsService } from './entities/role-assignments.service';
import { peopleListService } from './lists/people-list.service';
import { ownersRoutes } from './owners/owners.routes';
import { ownersService } from './owners/owners.service';
import { spouseService } from './owners/spouse.service';
import type { PeopleLinks } from './people-links';
import { tagsRoutes } from './tags/tags.routes';
import { tagsService } from './tags/tags.service';
import { advisorAssignmentsService } from './users/advisor-assignments.service';
import { createClientService, type CreateClientService } from './users/create-client.service';
import { userStatusService } from './users/user-status.service';
import { usersRepo } from './users/users.repo';
import { usersRoutes } from './users/users.routes';
import { usersService } from './users/users.service';

export { activityDirectoryOf } from './activity-directory';
export type { CreateClientService, NewClientExtras } from './users/create-client.service';
export { entitiesRepo, type EntitiesRepo, type EntitySummary } from './entities/entities.repo';
export { detailsFrom, type EntityRecord } from './entities/entity-record';
export { entityRoleHolders } from './entities/role-assignments.service';
export { firmStaffOf } from './users/firm-staff';
export { firstWeekStaffOf } from './users/first-week-staff';
export { newClientRecord } from './owners/new-client';
export type {
  ConversationOpening,
  EarlierConversations,
  EarlierConversationsRequest,
  OwnerConversationChange,
  EntityConversations,
  Login,
  LoginDirectory,
  LoginMove,
  PeopleLinks,
  QuestionnaireFacts,
  QuestionnaireLocks,
  SignInContact,
  SignInContactNotices,
  DeliveryFacts,
} from './people-links';
export {
  canSeeEntity,
  canSeeUser,
  requireEntityEditable,
  requireVisibleClient,
  requireVisibleEntity,
  scopedGroups,
} from './people.policy';
export { entityRecordsPolicy } from './entity-records.policy';
export { listFieldsMigration } from './lists/refresh-list-fields';
export { taxSoftwareIdsMigration } from './entities/tax-software-id-migration';
export {
  contactConfirmationOf,
  contactConfirmations,
  type ContactConfirmations,
} from './users/contact-confirmation';
export { fullName, shownEmail, type UserRecord } from './users/user-record';
export { tellUsers, type Outbox, type UserMail } from './users/user-mail';
export { usersRepo, type UserPatch, type UsersRepo } from './users/users.repo';
export { namesOf } from './users/user-names';

/** Create User and Entity, as the dialog's route and a client list import call it. */
export function clientCreation(
  ports: Ports,
  links: Pick<PeopleLinks, 'logins' | 'entityConversations'>,
): CreateClientService {
  const { db, clock, newId } = ports;
  const catalog = firmCatalogRepo(db);
  return createClientService({
    db,
    users: usersRepo(db),
    entities: entitiesRepo(db),
    logins: links.logins,
    entityConversations: links.entityConversations,
    catalog,
    types: entityTypeGate(catalog, newId),
    clock,
    newId,
  });
}

export function mountPeople(router: Router, ports: Ports, links: PeopleLinks): void {
  const { db, clock, newId } = ports;
  const users = usersRepo(db);
  const entities = entitiesRepo(db);
  const catalog = firmCatalogRepo(db);
  const activity = activityRepo(db);
  const {
    logins,
    contactNotices,
    questionnaireLocks,
    questionnaireFacts,
    deliveryFacts,
    earlierConversations,
  } = links;
  const types = entityTypeGate(catalog, newId);
  const lists = peopleListService({ users, entities, catalog });
  const owners = { db, users, entities, logins, earlierConversations, clock, newId };

  usersRoutes(router, {
    users: usersService({
      db,
      users,
      entities,
      catalog,
      logins,
      contactNotices,
      activity,
      clock,
      deliveryFacts,
    }),
    lists,
    create: clientCreation(ports, links),
    status: userStatusService({ db, users, entities, questionnaireLocks }),
    assignments: advisorAssignmentsService({ db, users }),
  });
  entitiesRoutes(router, {
    entities: entitiesService({
      entities,
      users,
      catalog,
      types,
      questionnaireFacts,
      deliveryFacts,
      clock,
      newId,
      activity,
    }),
    lists,
    deletion: entityDeletionService({ entities }),
    roles: roleAssignmentsService({ entities, users, catalog, newId }),
    advisor: entityAdvisorService({
      entities,
      users,
      questionnaireFacts,
      deliveryFacts,
      activity,
      clock,
    }),
  });
  ownersRoutes(router, { owners: ownersService(owners), spouse: spouseService(owners) });
  tagsRoutes(router, tagsService({ db, catalog, users, entities, questionnaireFacts, newId }));
}
