// User (contact) and entity tags: the firm-wide lists, creating and deleting a tag, and tagging or
// untagging many users or entities at once (spec 3 §5 "Tags", §7). Staff only; a group-limited
// advisor tags only the records they can see.
import {
  ENTITIES_OR_USERS_NOT_BOTH,
  MAX_BULK_TAG_IDS,
  NO_SELECTION_TO_UPDATE,
  TAG_EXISTS,
  type BulkTagInput,
  type BulkTagResultDto,
  type PeopleTagKind,
  type TagDto,
} from '@portico/common/people/tags';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import type { FirmService } from '../firm/firm.service';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from './companies.repo';
import { canSeeCompany, canSeeUser, requireStaff, type FirmGroupsSetting } from './people.policy';
import type { TagsRepo } from './tags.repo';
import type { UsersRepo } from './users.repo';

interface Deps {
  catalogRepo: FirmCatalogRepo;
  tags: TagsRepo;
  users: UsersRepo;
  companies: CompaniesRepo;
  firms: FirmService;
  newId: () => string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function tagsService({ catalogRepo, tags, users, companies, firms, newId }: Deps) {
  async function listOf(firmId: string, kind: PeopleTagKind): Promise<TagDto[]> {
    const all = await catalogRepo.list(firmId, 'tags');
    return all
      .filter((t) => t.kind === kind)
      .map((t) => ({ id: t.id, name: t.name, kind }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  async function groups(firmId: string): Promise<FirmGroupsSetting> {
    return { groupsEnabled: (await firms.load(firmId)).preferences.has_firm_groups };
  }
  /** Tag names to ids; when adding, names the firm does not have yet become new tags. */
  async function resolve(
    firmId: string,
    kind: PeopleTagKind,
    names: string[],
    create: boolean,
  ): Promise<string[]> {
    const existing = await listOf(firmId, kind);
    const ids: string[] = [];
    for (const name of new Set(names.map((n) => n.trim()))) {
      const found = existing.find((t) => sameName(t.name, name));
      if (found) ids.push(found.id);
      else if (create) {
        const id = newId();
        await catalogRepo.create(firmId, 'tags', id, { kind, name });
        ids.push(id);
      }
    }
    return ids;
  }
  /** The entities to tag: the chosen ones, or every entity of the chosen users (never both). */
  async function entityIds(
    caller: Principal,
    input: BulkTagInput,
    setting: FirmGroupsSetting,
  ): Promise<string[]> {
    if (input.user_ids.length) {
      const owners = await visibleUsers(caller, input.user_ids, setting);
      const owned = await Promise.all(owners.map((id) => companies.listByOwner(caller.firmId, id)));
      return [
        ...new Set(
          owned
            .flat()
            .filter((c) => canSeeCompany(caller, c, setting))
            .map((c) => c.id),
        ),
      ];
    }
    const ids = [...new Set(input.company_ids)];
    const found = await Promise.all(ids.map((id) => companies.get(caller.firmId, id)));
    if (found.some((c) => !c || !canSeeCompany(caller, c, setting)))
      throw notFound('Entity not found');
    return ids;
  }
  async function visibleUsers(
    caller: Principal,
    ids: string[],
    setting: FirmGroupsSetting,
  ): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = await users.getMany(caller.firmId, unique);
    const clients = found.filter((u) => !u.isAdvisor && canSeeUser(caller, u, setting));
    if (clients.length !== unique.length) throw notFound('User not found');
    return unique;
  }

  return {
    async list(principal: Principal | null | undefined, kind: PeopleTagKind): Promise<TagDto[]> {
      return listOf(requireStaff(principal).firmId, kind);
    },

    async create(
      principal: Principal | null | undefined,
      kind: PeopleTagKind,
      name: string,
    ): Promise<TagDto> {
      const caller = requireStaff(principal);
      if ((await listOf(caller.firmId, kind)).some((t) => sameName(t.name, name)))
        throw conflict(TAG_EXISTS);
      const id = newId();
      await catalogRepo.create(caller.firmId, 'tags', id, { kind, name: name.trim() });
      return { id, name: name.trim(), kind };
    },

    /** Deletes the tag and takes it off every user or entity that carries it. */
    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = requireStaff(principal);
      const tag = await catalogRepo.get(caller.firmId, 'tags', id);
      if (!tag || tag.kind === 'document') throw notFound('Tag not found');
      const collection = tag.kind === 'entity' ? 'companies' : 'users';
      const carriers = await tags.idsWithTag(caller.firmId, collection, id);
      for (let i = 0; i < carriers.length; i += MAX_BULK_TAG_IDS) {
        await tags.setTags(
          caller.firmId,
          collection,
          carriers.slice(i, i + MAX_BULK_TAG_IDS),
          [id],
          'remove',
        );
      }
      await catalogRepo.remove(caller.firmId, 'tags', id);
    },

    /** The User Tags / Entity Tags dialog: the record's tags become exactly these names. */
    async setRecordTags(
      principal: Principal | null | undefined,
      kind: PeopleTagKind,
      id: string,
      names: string[],
    ): Promise<TagDto[]> {
      const caller = requireStaff(principal);
      const setting = await groups(caller.firmId);
      if (kind === 'entity') {
        const company = await companies.get(caller.firmId, id);
        if (!company || !canSeeCompany(caller, company, setting))
          throw notFound('Entity not found');
      } else {
        await visibleUsers(caller, [id], setting);
      }
      const tagIds = await resolve(caller.firmId, kind, names, true);
      const collection = kind === 'entity' ? 'companies' : 'users';
      await tags.setTags(caller.firmId, collection, [id], tagIds, 'set');
      const all = await listOf(caller.firmId, kind);
      return all.filter((t) => tagIds.includes(t.id));
    },

    async bulk(
      principal: Principal | null | undefined,
      input: BulkTagInput,
    ): Promise<BulkTagResultDto> {
      const caller = requireStaff(principal);
      if (!input.company_ids.length && !input.user_ids.length)
        throw badRequest(NO_SELECTION_TO_UPDATE);
      if (input.company_ids.length && input.user_ids.length)
        throw badRequest(ENTITIES_OR_USERS_NOT_BOTH);
      if (input.kind === 'contact' && input.company_ids.length)
        throw badRequest('User tags apply to users');
      const setting = await groups(caller.firmId);
      const targets =
        input.kind === 'entity'
          ? await entityIds(caller, input, setting)
          : await visibleUsers(caller, input.user_ids, setting);
      if (targets.length > MAX_BULK_TAG_IDS)
        throw badRequest(`Select at most ${MAX_BULK_TAG_IDS} at once`);
      const tagIds = await resolve(caller.firmId, input.kind, input.tag_names, !input.remove);
      if (!tagIds.length || !targets.length) return { updated: 0 };
      const collection = input.kind === 'entity' ? 'companies' : 'users';
      return {
        updated: await tags.setTags(
          caller.firmId,
          collection,
          targets,
          tagIds,
          input.remove ? 'remove' : 'add',
        ),
      };
    },
  };
}

export type TagsService = ReturnType<typeof tagsService>;
