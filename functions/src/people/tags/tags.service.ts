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
import { sameTagName, tagsOfKind, type FirmCatalogRepo } from '../../firm/firm.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import type { EntitiesRepo } from '../entities/entities.repo';
import type { QuestionnaireFacts } from '../people-links';
import { canSeeEntity, canSeeUser, requireTagDeleter } from '../people.policy';
import type { UsersRepo } from '../users/users.repo';

interface Deps {
  db: Db;
  catalog: FirmCatalogRepo;
  users: UsersRepo;
  entities: EntitiesRepo;
  /** An entity's questionnaires carry its tags for Collect's filter. */
  questionnaireFacts: QuestionnaireFacts;
  newId: NewId;
}

/** Which records a tag kind is on. */
type TaggedCollection = 'users' | 'companies';
/** Add the tag ids, remove them, or make them the record's exact tags. */
type TagChange = 'add' | 'remove' | 'set';

function nextTags(current: string[], tagIds: string[], change: TagChange): string[] {
  if (change === 'set') return [...new Set(tagIds)];
  if (change === 'remove') return current.filter((t) => !tagIds.includes(t));
  return [...current, ...tagIds.filter((t) => !current.includes(t))];
}

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

export function tagsService({ db, catalog, users, entities, questionnaireFacts, newId }: Deps) {
  /**
   * Changes the tags of many users or entities in one transaction, so a failure leaves nothing
   * half-tagged; then the retagged entities' questionnaires follow. Answers how many changed. Ids
   * that do not exist are skipped.
   */
  async function setTags(
    firmId: string,
    collection: TaggedCollection,
    ids: string[],
    tagIds: string[],
    change: TagChange,
  ): Promise<number> {
    const retagged = await db.runTransaction(async (tx) => {
      const retag = <R extends { id: string; tagIds?: string[] }>(
        records: R[],
        write: (record: R, next: string[]) => void,
      ) => {
        const changed: [string, string[]][] = [];
        for (const record of records) {
          const current = record.tagIds ?? [];
          const next = nextTags(current, tagIds, change);
          if (sameTags(current, next)) continue;
          write(record, next);
          changed.push([record.id, next]);
        }
        return changed;
      };
      if (collection === 'users')
        return retag(await users.readMany(tx, firmId, ids), (user, next) =>
          users.update(tx, user, { tagIds: next }),
        );
      return retag(await entities.readMany(tx, firmId, ids), (entity, next) =>
        entities.update(tx, entity, { tagIds: next }),
      );
    });
    if (collection === 'companies')
      for (const [companyId, next] of retagged)
        await questionnaireFacts.setTagsOfCompany(firmId, companyId, next);
    return retagged.length;
  }

  async function listOf(firmId: string, kind: PeopleTagKind): Promise<TagDto[]> {
    return (await tagsOfKind(catalog, firmId, kind)).map((t) => ({ ...t, kind }));
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
      const found = existing.find((t) => sameTagName(t.name, name));
      if (found) ids.push(found.id);
      else if (create) {
        const id = newId();
        await catalog.create(firmId, 'tags', id, { kind, name });
        ids.push(id);
      }
    }
    return ids;
  }
  /** The entities to tag: the chosen ones, or every entity of the chosen users (never both). */
  async function entityIds(caller: Principal, input: BulkTagInput): Promise<string[]> {
    if (input.user_ids.length) {
      const owners = await visibleUsers(caller, input.user_ids);
      const owned = await Promise.all(owners.map((id) => entities.listByOwner(caller.firmId, id)));
      return [
        ...new Set(
          owned
            .flat()
            .filter((c) => canSeeEntity(caller, c))
            .map((c) => c.id),
        ),
      ];
    }
    const ids = [...new Set(input.company_ids)];
    const found = await Promise.all(ids.map((id) => entities.get(caller.firmId, id)));
    if (found.some((c) => !c || !canSeeEntity(caller, c))) throw new NotFound('Entity not found');
    return ids;
  }
  async function visibleUsers(caller: Principal, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = await users.getMany(caller.firmId, unique);
    const clients = found.filter((u) => !u.isStaff && canSeeUser(caller, u));
    if (clients.length !== unique.length) throw new NotFound('User not found');
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
      if ((await listOf(caller.firmId, kind)).some((t) => sameTagName(t.name, name)))
        throw new Conflict(TAG_EXISTS);
      const id = newId();
      await catalog.create(caller.firmId, 'tags', id, { kind, name: name.trim() });
      return { id, name: name.trim(), kind };
    },

    /** Deletes the tag and takes it off every user or entity that carries it. */
    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = requireTagDeleter(principal);
      const tag = await catalog.get(caller.firmId, 'tags', id);
      if (!tag || tag.kind === 'document') throw new NotFound('Tag not found');
      const collection = tag.kind === 'entity' ? 'companies' : 'users';
      const carriers =
        collection === 'users'
          ? await users.idsWithTag(caller.firmId, id)
          : await entities.idsWithTag(caller.firmId, id);
      for (let i = 0; i < carriers.length; i += MAX_BULK_TAG_IDS) {
        await setTags(
          caller.firmId,
          collection,
          carriers.slice(i, i + MAX_BULK_TAG_IDS),
          [id],
          'remove',
        );
      }
      await catalog.remove(caller.firmId, 'tags', id);
    },

    /** The User Tags / Entity Tags dialog: the record's tags become exactly these names. */
    async setRecordTags(
      principal: Principal | null | undefined,
      kind: PeopleTagKind,
      id: string,
      names: string[],
    ): Promise<TagDto[]> {
      const caller = requireStaff(principal);
      if (kind === 'entity') {
        const entity = await entities.get(caller.firmId, id);
        if (!entity || !canSeeEntity(caller, entity)) throw new NotFound('Entity not found');
      } else {
        await visibleUsers(caller, [id]);
      }
      const tagIds = await resolve(caller.firmId, kind, names, true);
      const collection = kind === 'entity' ? 'companies' : 'users';
      await setTags(caller.firmId, collection, [id], tagIds, 'set');
      const all = await listOf(caller.firmId, kind);
      return all.filter((t) => tagIds.includes(t.id));
    },

    async bulk(
      principal: Principal | null | undefined,
      input: BulkTagInput,
    ): Promise<BulkTagResultDto> {
      const caller = requireStaff(principal);
      if (!input.company_ids.length && !input.user_ids.length)
        throw new Invalid(NO_SELECTION_TO_UPDATE);
      if (input.company_ids.length && input.user_ids.length)
        throw new Invalid(ENTITIES_OR_USERS_NOT_BOTH);
      if (input.kind === 'contact' && input.company_ids.length)
        throw new Invalid('User tags apply to users');
      const targets =
        input.kind === 'entity'
          ? await entityIds(caller, input)
          : await visibleUsers(caller, input.user_ids);
      if (targets.length > MAX_BULK_TAG_IDS)
        throw new Invalid(`Select at most ${MAX_BULK_TAG_IDS} at once`);
      const tagIds = await resolve(caller.firmId, input.kind, input.tag_names, !input.remove);
      if (!tagIds.length || !targets.length) return { updated: 0 };
      const collection = input.kind === 'entity' ? 'companies' : 'users';
      return {
        updated: await setTags(
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
