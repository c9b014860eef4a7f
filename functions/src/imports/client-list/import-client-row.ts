// One row of a client list, imported as Create User and Entity would make it: checked by the same
// schema and the same service (groups, advisors, entity types, taken emails), all of the row's
// records written in one transaction or none. A row whose client is already in the firm makes
// nothing new; a row that breaks a rule is left out with the rule's message.
import {
  ASSIGNEE_GONE,
  clientListRowInput,
  noAdvisorWithEmail,
  noEntityTypeNamed,
  noGroupNamed,
  ROW_EMAIL_REQUIRED,
  rowTextProblem,
  type ClientListRow,
} from '@portico/common/imports/client-list-rows';
import {
  clientListDetailsSchema,
  clientListRowDetails,
  type ClientListDetails,
} from '@portico/common/imports/client-list-details';
import type { ClientListType } from '@portico/common/imports/imports';
import { createClientSchema, EMAIL_TAKEN } from '@portico/common/people/create-client';
import { Conflict, DomainError, Invalid } from '../../kernel/errors';
import { checkValue } from '../../kernel/parse-input';
import type { Principal } from '../../kernel/principal';
import type { Db } from '../../platform/db/db';
import {
  canSeeEntity,
  canSeeUser,
  detailsFrom,
  type CreateClientService,
  type EntitiesRepo,
  type EntityRecord,
  type NewClientExtras,
  type UserRecord,
  type UsersRepo,
} from '../../people/people.module';
import type { RowOutcome } from '../row-importer';
import type { ListTags } from './client-list-tags';
import { entityChanges, userChanges } from './imported-client-changes';

export interface ClientRowContext {
  db: Db;
  importer: Principal;
  importId: string;
  listType: ClientListType;
  /** The import's assignee: the advisor of rows that name none. */
  assigneeId: string;
  /** The firm's groups and entity types, read once per chunk. */
  groups: { id: string; name: string }[];
  entityTypes: string[];
  /** The firm's tags of the list's kind, by name. */
  tags: ListTags;
  users: UsersRepo;
  entities: EntitiesRepo;
  create: CreateClientService;
  /** Sends the new clients a sign-in link each; null unless the import asked for it. */
  sendSignInLinks: ((userIds: string[]) => Promise<void>) | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The ids a row's records get: the same on a retry, so a retry finds what it made. */
const rowIds = (importId: string, file: number, line: number) => {
  const base = `${importId}-${file}-${line}`;
  return { user: `${base}-u`, spouse: `${base}-s`, company: `${base}-c` };
};

/** What a row found already in the firm says: its client, and its entity (by name for a business). */
interface FoundRow {
  userId: string;
  entityName: string;
  entityType: string;
  /** The id a new entity of the row gets. */
  companyId: string;
  details: ClientListDetails;
  row: ClientListRow;
  timeZone: string;
}

/** A business whose contact is already a client: a new entity of theirs. */
async function addEntity(ctx: ClientRowContext, found: FoundRow): Promise<RowOutcome> {
  await ctx.create.addEntity(
    ctx.importer,
    found.userId,
    {
      name: found.entityName,
      entityType: found.entityType,
      details: detailsFrom(found.details.entity),
      tagIds: await ctx.tags.idsOf(found.details.tag_names),
      importId: ctx.importId,
    },
    found.companyId,
  );
  return 'created';
}

/**
 * The row's client is already in the firm: nothing new. What an import made (and the importer
 * sees) takes the row's changes (imported-client-changes.ts), in one transaction.
 */
async function alreadyThere(ctx: ClientRowContext, found: FoundRow): Promise<RowOutcome> {
  const { firmId } = ctx.importer;
  const individuals = ctx.listType === 'individuals';
  // A business's entity by its name among the contact's; an individual's, the client's own.
  let currentEntity: EntityRecord | null = null;
  if (!individuals) {
    const owned = await ctx.entities.listByOwner(firmId, found.userId);
    currentEntity = owned.find((e) => sameName(e.name, found.entityName)) ?? null;
    if (!currentEntity) return addEntity(ctx, found);
  }
  const current = await ctx.users.get(firmId, found.userId);
  if (individuals && current?.defaultCompanyId)
    currentEntity = await ctx.entities.get(firmId, current.defaultCompanyId);
  const entityId = currentEntity?.id ?? null;
  // Made by hand: nothing to change (and no tag to make for it).
  if (!current?.importId && !currentEntity?.importId) return 'unchanged';
  const tagIds = await ctx.tags.idsOf(found.details.tag_names);
  const cell = (column: string) => found.row.cells[column] ?? '';
  /** What the row changes of these records (only of what an import made and the importer sees). */
  const changesOf = (user: UserRecord | null, entity: EntityRecord | null) => {
    const userPatch =
      user?.importId && canSeeUser(ctx.importer, user)
        ? userChanges(
            user,
            found.details,
            cell('Time Zone') && found.timeZone,
            individuals ? tagIds : [],
          )
        : {};
    const entityPatch =
      entity?.importId && canSeeEntity(ctx.importer, entity)
        ? entityChanges(
            entity,
            detailsFrom(found.details.entity),
            cell('Country'),
            individuals ? [] : tagIds,
          )
        : {};
    const any = Object.keys(userPatch).length + Object.keys(entityPatch).length > 0;
    return { userPatch, entityPatch, any };
  };
  // The same file again changes nothing: no transaction for it.
  if (!changesOf(current, currentEntity).any) return 'unchanged';
  return ctx.db.runTransaction(async (tx) => {
    const user = await ctx.users.read(tx, firmId, found.userId);
    const entity = entityId ? await ctx.entities.read(tx, firmId, entityId) : null;
    const { userPatch, entityPatch, any } = changesOf(user, entity);
    if (user && Object.keys(userPatch).length > 0) ctx.users.update(tx, user, userPatch);
    if (entity && Object.keys(entityPatch).length > 0) ctx.entities.update(tx, entity, entityPatch);
    return any ? 'updated' : 'unchanged';
  });
}

/** The row's advisor by email, or the import's assignee. */
async function advisorOf(ctx: ClientRowContext, email: string) {
  const id = email ? await ctx.users.idByEmail(ctx.importer.firmId, email) : ctx.assigneeId;
  const advisor = id ? await ctx.users.get(ctx.importer.firmId, id) : null;
  if (!advisor?.isStaff) throw new Invalid(email ? noAdvisorWithEmail(email) : ASSIGNEE_GONE);
  return advisor;
}

/** A business's type as the firm names it; a list makes no new custom type (a typo would). */
function entityTypeOf(ctx: ClientRowContext, name: string): string {
  const type = ctx.entityTypes.find((t) => sameName(t, name));
  if (!type) throw new Invalid(noEntityTypeNamed(name));
  return type;
}

function groupOf(ctx: ClientRowContext, name: string, advisorGroup: string | null): string {
  if (!name) return advisorGroup ?? '';
  const group = ctx.groups.find((g) => sameName(g.name, name));
  if (!group) throw new Invalid(noGroupNamed(name));
  return group.id;
}

/** The row's other columns as Create User and Entity takes them, its tags made when new. */
async function extrasOf(
  ctx: ClientRowContext,
  details: ClientListDetails,
): Promise<NewClientExtras> {
  const tagIds = await ctx.tags.idsOf(details.tag_names);
  const individuals = ctx.listType === 'individuals';
  return {
    preferredName: details.preferred_name,
    externalUserId: details.external_user_id,
    userTagIds: individuals ? tagIds : [],
    entityDetails: detailsFrom(details.entity),
    entityTagIds: individuals ? [] : tagIds,
    importId: ctx.importId,
  };
}

async function importRow(
  ctx: ClientRowContext,
  file: number,
  row: ClientListRow,
): Promise<RowOutcome> {
  const ids = rowIds(ctx.importId, file, row.line);
  if (await ctx.users.get(ctx.importer.firmId, ids.user)) return 'created';
  const textProblem = rowTextProblem(row);
  if (textProblem) return { reason: textProblem };
  const { input, advisorEmail, groupName } = clientListRowInput(ctx.listType, row);
  if (!input.email) return { reason: ROW_EMAIL_REQUIRED };
  const checked = await checkValue(createClientSchema, {
    ...input,
    entity_type: input.entity_type && entityTypeOf(ctx, input.entity_type),
    // Looked up below, once the row's own fields are known to be right.
    assigned_advisor_id: ctx.assigneeId,
  });
  const details = await checkValue(
    clientListDetailsSchema,
    clientListRowDetails(ctx.listType, row),
  );
  const found = (userId: string): FoundRow => ({
    userId,
    entityName: checked.entity_name,
    entityType: checked.entity_type,
    companyId: ids.company,
    details,
    row,
    timeZone: checked.time_zone,
  });
  const existing = await ctx.users.idByEmail(ctx.importer.firmId, checked.email);
  if (existing) return alreadyThere(ctx, found(existing));
  const advisor = await advisorOf(ctx, advisorEmail);
  const group = groupOf(ctx, groupName, advisor.firmGroupId);
  try {
    const made = await ctx.create.create(
      ctx.importer,
      { ...checked, assigned_advisor_id: advisor.id, firm_group_id: group },
      ids,
      await extrasOf(ctx, details),
    );
    await ctx.sendSignInLinks?.([made.user.id, ...(made.spouse ? [made.spouse.id] : [])]);
    return 'created';
  } catch (error) {
    // Another row of the import made this client meanwhile.
    if (error instanceof Conflict && error.message === EMAIL_TAKEN) {
      const made = await ctx.users.idByEmail(ctx.importer.firmId, checked.email);
      if (made) return alreadyThere(ctx, found(made));
    }
    throw error;
  }
}

/** The row imported, found, or left out with the reason; a failure of the store is thrown. */
export async function importClientRow(
  ctx: ClientRowContext,
  file: number,
  row: ClientListRow,
): Promise<RowOutcome> {
  try {
    return await importRow(ctx, file, row);
  } catch (error) {
    if (error instanceof DomainError) return { reason: error.message };
    throw error;
  }
}
