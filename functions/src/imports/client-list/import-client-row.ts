// One row of a client list, imported as Create User and Entity would make it: checked by the same
// schema and the same service (groups, advisors, entity types, taken emails), all of the row's
// records written in one transaction or none. A row whose client is already in the firm makes
// nothing new; a row that breaks a rule is left out with the rule's message.
import {
  ASSIGNEE_GONE,
  clientListRowInput,
  CONTACT_HAS_OTHER_ENTITY,
  noAdvisorWithEmail,
  noEntityTypeNamed,
  noGroupNamed,
  ROW_EMAIL_REQUIRED,
  rowTextProblem,
  type ClientListRow,
} from '@portico/common/imports/client-list-rows';
import type { ClientListType } from '@portico/common/imports/imports';
import { createClientSchema, EMAIL_TAKEN } from '@portico/common/people/create-client';
import { Conflict, DomainError, Invalid } from '../../kernel/errors';
import { checkValue } from '../../kernel/parse-input';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo, CreateClientService, UsersRepo } from '../../people/people.module';

export type RowOutcome = 'created' | 'unchanged' | { reason: string };

export interface ClientRowContext {
  importer: Principal;
  importId: string;
  listType: ClientListType;
  /** The import's assignee: the advisor of rows that name none. */
  assigneeId: string;
  /** The firm's groups and entity types, read once per chunk. */
  groups: { id: string; name: string }[];
  entityTypes: string[];
  users: UsersRepo;
  entities: EntitiesRepo;
  create: CreateClientService;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The ids a row's records get: the same on a retry, so a retry finds what it made. */
const rowIds = (importId: string, file: number, line: number) => {
  const base = `${importId}-${file}-${line}`;
  return { user: `${base}-u`, spouse: `${base}-s`, company: `${base}-c` };
};

/** The row's client is already in the firm: nothing new, unless a business asks for a second entity. */
async function alreadyThere(
  ctx: ClientRowContext,
  userId: string,
  entityName: string,
): Promise<RowOutcome> {
  if (ctx.listType === 'individuals') return 'unchanged';
  const owned = await ctx.entities.listByOwner(ctx.importer.firmId, userId);
  return owned.some((entity) => sameName(entity.name, entityName))
    ? 'unchanged'
    : { reason: CONTACT_HAS_OTHER_ENTITY };
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
  const existing = await ctx.users.idByEmail(ctx.importer.firmId, checked.email);
  if (existing) return alreadyThere(ctx, existing, checked.entity_name);
  const advisor = await advisorOf(ctx, advisorEmail);
  const group = groupOf(ctx, groupName, advisor.firmGroupId);
  try {
    await ctx.create.create(
      ctx.importer,
      { ...checked, assigned_advisor_id: advisor.id, firm_group_id: group },
      ids,
    );
    return 'created';
  } catch (error) {
    // Another row of the import made this client meanwhile.
    if (error instanceof Conflict && error.message === EMAIL_TAKEN) {
      const made = await ctx.users.idByEmail(ctx.importer.firmId, checked.email);
      if (made) return alreadyThere(ctx, made, checked.entity_name);
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
