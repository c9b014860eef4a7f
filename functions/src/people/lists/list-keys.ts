// The index keys behind the Users and Entities lists. Firestore answers one array-contains(-any)
// per query, so every filter combination a list offers is folded into one `list_keys` array
// ("a:<advisor>|g:<group>|s:<status>[|e:<type>][|t:<tag>]", each part its value or '*' for "any"),
// and every search token, scoped by group, status and (entities) type, into `search_keys`. A
// list page is then one range scan over a (keys, sort field) composite index (see
// firestore.indexes.json and docs/decisions/people.md); a search's advisor and tag filters, and a
// term longer than its token (against `search_text`), are checked on the rows it finds. A search
// key carries the record's own status (no "any") and no tag, so what a record stores stays small
// however many tags it has, and tagging many records at once rewrites only their `list_keys`.
import {
  addDigitTokens,
  addEmailTokens,
  addTextTokens,
  searchText,
  TEST_USER_TOKEN,
} from '../../kernel/search-tokens';
import { keyCombinations } from '../../platform/db/keyed-lists';

export const ANY = '*';
/** Stands for "no group" / "no advisor" inside a key. */
export const NONE = '-';

export interface ListDims {
  advisor: string | null;
  group: string | null;
  /** '1' active, '0' inactive. */
  status: '1' | '0';
  /** Entities only. */
  entityType?: string;
}

export interface ListKeyFields {
  list_keys: string[];
  search_keys: string[];
  /** What a search term longer than its token is checked against (search-tokens.ts). */
  search_text: string;
  sort_name: string;
}

function dimParts(dims: ListDims): string[][] {
  const parts = [
    [`a:${dims.advisor ?? NONE}`, `a:${ANY}`],
    [`g:${dims.group ?? NONE}`, `g:${ANY}`],
    [`s:${dims.status}`, `s:${ANY}`],
  ];
  if (dims.entityType !== undefined) parts.push([`e:${dims.entityType}`, `e:${ANY}`]);
  return parts;
}

export function listKeys(dims: ListDims, tagIds: string[]): string[] {
  const base = keyCombinations(dimParts(dims));
  return [...base, ...tagIds.flatMap((tag) => base.map((key) => `${key}|t:${tag}`))];
}

/**
 * Each token under the record's group and any group, its own status, and (entities) its type and
 * any type, so a search combines with those filters in one lookup per group and status.
 */
export function searchKeys(dims: ListDims, tokens: Set<string>): string[] {
  const scopes = keyCombinations(searchDimParts(dims));
  return [...tokens].flatMap((token) => scopes.map((scope) => `${scope}|q:${token}`));
}

/**
 * The dimensions a search key carries: the group (or any), the record's own status and (entities)
 * the type (or any); the advisor and the tags are checked on the rows found.
 */
function searchDimParts(dims: ListDims): string[][] {
  const [, group, status, type] = dimParts(dims);
  const own = status!.slice(0, 1);
  return type ? [group!, own, type] : [group!, own];
}

/** What a list query asks for; a null group list means "any group". */
export interface ListFilter {
  advisor: string | null;
  groups: string[] | null;
  status: '1' | '0' | null;
  entityType?: string | null;
  tagIds: string[];
}

/**
 * The keys to look up, one list per group: a row carries keys of one group only, so the lists
 * match disjoint rows and can be queried (and counted) apart; within a list any key matches.
 */
export function filterKeys(filter: ListFilter, withEntityType: boolean): string[][] {
  const groups = filter.groups ?? [ANY];
  const tags = filter.tagIds.length ? filter.tagIds.map((t) => `|t:${t}`) : [''];
  const type = withEntityType ? `|e:${filter.entityType ?? ANY}` : '';
  return groups.map((group) =>
    tags.map(
      (tag) => `a:${filter.advisor ?? ANY}|g:${group}|s:${filter.status ?? ANY}${type}${tag}`,
    ),
  );
}

/**
 * The token's keys, one list per group and status (both statuses when neither is hidden), in the
 * type or any: a record has one group and one status, so the lists match disjoint rows and each
 * is one array-contains that the index alone counts (`array-contains-any` over the two statuses
 * made the embedded store read the documents to count and merge them).
 */
export function searchFilterKeys(filter: ListFilter, withEntityType: boolean, token: string) {
  const statuses = filter.status ? [filter.status] : ['1', '0'];
  const type = withEntityType ? `|e:${filter.entityType ?? ANY}` : '';
  return (filter.groups ?? [ANY]).flatMap((group) =>
    statuses.map((status) => [`g:${group}|s:${status}${type}|q:${token}`]),
  );
}

export interface UserKeySource {
  isStaff: boolean;
  fname: string;
  lname: string;
  preferredName: string;
  email: string;
  phoneNumber: string;
  externalUserId?: string;
  taxReturnName?: string;
  workEmail?: string;
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  paying: boolean;
  tagIds?: string[];
  hasTempEmail: boolean;
}

/** Staff are not rows of the Users page, so they get no keys. */
export function userListFields(user: UserKeySource): ListKeyFields {
  const sortName = `${user.fname} ${user.lname}`.trim().toLowerCase();
  if (user.isStaff) return { list_keys: [], search_keys: [], search_text: '', sort_name: sortName };
  const tokens = new Set<string>();
  addTextTokens(`${user.fname} ${user.lname}`, tokens);
  addTextTokens(user.preferredName, tokens);
  addTextTokens(user.taxReturnName, tokens);
  // A temporary address is generated, not the person's: searching it would only confuse.
  if (!user.hasTempEmail) addEmailTokens(user.email, tokens);
  else tokens.add(TEST_USER_TOKEN);
  addEmailTokens(user.workEmail, tokens);
  addDigitTokens(user.phoneNumber, tokens);
  addTextTokens(user.externalUserId, tokens);
  addDigitTokens(user.externalUserId, tokens);
  const dims: ListDims = {
    advisor: user.assignedAdvisorId,
    group: user.firmGroupId,
    status: user.paying ? '1' : '0',
  };
  return {
    list_keys: listKeys(dims, user.tagIds ?? []),
    search_keys: searchKeys(dims, tokens),
    search_text: searchText([
      // The texts the tokens are cut from, and no other: a term is in this text exactly when a
      // token finds it (a search with a tag filter may check the tag's rows for it instead).
      `${user.fname} ${user.lname}`,
      user.preferredName,
      user.taxReturnName,
      user.hasTempEmail ? '' : user.email,
      user.workEmail,
      user.externalUserId,
    ]),
    sort_name: sortName,
  };
}

export interface EntityKeySource {
  name: string;
  hashId: string;
  entityType: string;
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  inactive: boolean;
  tagIds: string[];
  businessEmail?: string;
  otherEmail?: string;
  externalEntityId?: string;
}

export function entityListFields(company: EntityKeySource): ListKeyFields {
  const tokens = new Set<string>();
  addTextTokens(company.name, tokens);
  addTextTokens(company.hashId, tokens);
  addEmailTokens(company.businessEmail, tokens);
  addEmailTokens(company.otherEmail, tokens);
  addTextTokens(company.externalEntityId, tokens);
  addDigitTokens(company.externalEntityId, tokens);
  const dims: ListDims = {
    advisor: company.assignedAdvisorId,
    group: company.firmGroupId,
    status: company.inactive ? '0' : '1',
    entityType: company.entityType,
  };
  return {
    list_keys: listKeys(dims, company.tagIds),
    search_keys: searchKeys(dims, tokens),
    search_text: searchText([
      company.name,
      company.hashId,
      company.businessEmail,
      company.otherEmail,
      company.externalEntityId,
    ]),
    sort_name: company.name.trim().toLowerCase(),
  };
}
