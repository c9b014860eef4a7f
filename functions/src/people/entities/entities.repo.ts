// The only code that reads and writes entities, firms/{firmId}/companies (and the archive of
// deleted ones). Every write maps the whole record with toEntityDoc, which derives the list and
// search keys, so they never disagree with the fields they are built from; an update writes only
// the fields it changes.
import { FieldValue, Timestamp, type Db, type DbTransaction } from '../../platform/db/db';
import { recordCollection, type RecordPatch } from '../../platform/db/record-collection';
import { entityListFields, filterKeys, NONE } from '../lists/list-keys';
import { listingOf } from '../lists/list-query';
import {
  EMPTY_ENTITY_DETAILS,
  roleAssignmentFields,
  storedDetailsFields,
  storedDetailsFrom,
  type EntityRecord,
  type FirmRoleAssignment,
  type StoredDetailsFields,
} from './entity-record';

export const companiesPath = (firmId: string) => `firms/${firmId}/companies`;

export interface EntityDoc extends Partial<StoredDetailsFields> {
  hash_id: string;
  name: string;
  entity_type: string;
  owner_ids: string[];
  primary_owner_id: string;
  assigned_advisor_id: string | null;
  firm_group_id: string | null;
  inactive: boolean;
  readonly_access: boolean;
  tag_ids: string[];
  created_at: Timestamp;
  firm_role_assignments?: { id: string; firm_role_id: string; user_id: string }[];
  /** The roles assigned above, so deleting a role can find the entities that hold it. */
  firm_role_ids?: string[];
  /** An Individual's spouse among owner_ids; absent on entities made before it was recorded. */
  spouse_id?: string | null;
  /** The client list import that made the entity (a later import of the list may update it). */
  import_id?: string;
  /** Derived on every write for the Entities list (see lists/list-keys.ts). */
  list_keys?: string[];
  search_keys?: string[];
  search_text?: string;
  sort_name?: string;
}

/** What an update may change: anything but which entity it is and when it was created. */
export type EntityPatch = RecordPatch<EntityRecord>;

const assignmentsDoc = (list: FirmRoleAssignment[]) => ({
  firm_role_assignments: roleAssignmentFields(list),
  firm_role_ids: [...new Set(list.map((a) => a.firmRoleId))],
});

/** Entities updated per batch when a role is deleted (Firestore's batch limit is 500 writes). */
const ROLE_CLEANUP_BATCH = 400;

export function toEntityDoc(entity: EntityRecord): EntityDoc {
  const details = entity.details ?? EMPTY_ENTITY_DETAILS;
  return {
    hash_id: entity.hashId,
    name: entity.name,
    entity_type: entity.entityType,
    owner_ids: entity.ownerIds,
    primary_owner_id: entity.primaryOwnerId,
    assigned_advisor_id: entity.assignedAdvisorId,
    firm_group_id: entity.firmGroupId,
    inactive: entity.inactive,
    readonly_access: entity.readonlyAccess,
    tag_ids: entity.tagIds,
    created_at: Timestamp.fromDate(entity.createdAt),
    ...storedDetailsFields(details),
    ...assignmentsDoc(entity.firmRoleAssignments ?? []),
    spouse_id: entity.spouseId ?? null,
    ...(entity.importId && { import_id: entity.importId }),
    ...entityListFields({ ...entity, ...details }),
  };
}

export function fromEntityDoc(firmId: string, id: string, doc: EntityDoc): EntityRecord {
  return {
    id,
    firmId,
    hashId: doc.hash_id,
    name: doc.name,
    entityType: doc.entity_type,
    ownerIds: doc.owner_ids,
    primaryOwnerId: doc.primary_owner_id,
    assignedAdvisorId: doc.assigned_advisor_id ?? null,
    firmGroupId: doc.firm_group_id ?? null,
    inactive: doc.inactive,
    readonlyAccess: doc.readonly_access,
    tagIds: doc.tag_ids ?? [],
    createdAt: doc.created_at.toDate(),
    details: storedDetailsFrom(doc),
    firmRoleAssignments: (doc.firm_role_assignments ?? []).map((a) => ({
      id: a.id,
      firmRoleId: a.firm_role_id,
      userId: a.user_id,
    })),
    spouseId: doc.spouse_id ?? null,
    ...(doc.import_id && { importId: doc.import_id }),
  };
}

export type EntitySummary = Pick<EntityRecord, 'id' | 'hashId' | 'name' | 'entityType'>;

export function entitiesRepo(db: Db) {
  const entities = recordCollection<EntityRecord, EntityDoc>(db, {
    path: companiesPath,
    toDoc: toEntityDoc,
    fromDoc: fromEntityDoc,
  });
  const { collection, records, get } = entities;
  const ref = (firmId: string, companyId: string) => collection(firmId).doc(companyId);

  async function getByHash(firmId: string, hashId: string): Promise<EntityRecord | null> {
    const snapshot = await collection(firmId).where('hash_id', '==', hashId).limit(1).get();
    return records(firmId, snapshot.docs)[0] ?? null;
  }

  return {
    ...entities,
    ...listingOf(collection, records),
    getByHash,
    /** The entities the firm's tax software knows by `externalId` (an import matches by it). */
    async byExternalId(firmId: string, externalId: string): Promise<EntityRecord[]> {
      const snapshot = await collection(firmId)
        .where('external_entity_id', '==', externalId)
        .limit(10)
        .get();
      return records(firmId, snapshot.docs);
    },
    /** The entities with this id in the firm's tax software (`tax_return_id` in the API). */
    async byTaxSoftwareClientId(firmId: string, clientId: string): Promise<EntityRecord[]> {
      const snapshot = await collection(firmId)
        .where('tax_software_client_id', '==', clientId)
        .limit(10)
        .get();
      return records(firmId, snapshot.docs);
    },
    /** Routes that take either (/admin/{companyHash} screens call with the hash). */
    async getByIdOrHash(firmId: string, idOrHash: string): Promise<EntityRecord | null> {
      return (await get(firmId, idOrHash)) ?? (await getByHash(firmId, idOrHash));
    },
    /** What a list row names of each entity (a projection: an entity's key arrays are large). */
    async getSummaries(firmId: string, ids: string[]): Promise<EntitySummary[]> {
      if (ids.length === 0) return [];
      const docs = await db.getAll(...ids.map((id) => ref(firmId, id)), {
        fieldMask: ['hash_id', 'name', 'entity_type'],
      });
      return docs.flatMap((d) =>
        d.exists
          ? [
              {
                id: d.id,
                hashId: d.get('hash_id') as string,
                name: d.get('name') as string,
                entityType: d.get('entity_type') as string,
              },
            ]
          : [],
      );
    },
    /**
     * The ids of the active entities of `types` in `groups` (null: any group; null inside it: no
     * group), up to `limit`: array-contains-any over their list keys, 30 keys at a time.
     */
    async activeIdsOfTypes(
      firmId: string,
      types: string[],
      groups: (string | null)[] | null,
      limit: number,
    ): Promise<string[]> {
      const keys = types.flatMap((entityType) =>
        filterKeys(
          {
            advisor: null,
            groups: groups?.map((g) => g ?? NONE) ?? null,
            status: '1',
            entityType,
            tagIds: [],
          },
          true,
        ).flat(),
      );
      const ids = new Set<string>();
      for (let at = 0; at < keys.length && ids.size < limit; at += 30) {
        const snapshot = await collection(firmId)
          .where('list_keys', 'array-contains-any', keys.slice(at, at + 30))
          // The lists' (list_keys, created_at) index: list_keys has no single-field index.
          .orderBy('created_at', 'desc')
          .select('hash_id')
          .limit(limit)
          .get();
        for (const d of snapshot.docs) ids.add(d.id);
      }
      return [...ids].slice(0, limit);
    },
    /** Every entity a user owns (array-contains needs no composite index). */
    async listByOwner(firmId: string, userId: string): Promise<EntityRecord[]> {
      const snapshot = await collection(firmId).where('owner_ids', 'array-contains', userId).get();
      return records(firmId, snapshot.docs);
    },
    /** Inside a transaction: each entity's owners (none when it is gone). */
    async readOwners(
      tx: DbTransaction,
      firmId: string,
      ids: string[],
    ): Promise<Map<string, string[]>> {
      const found = await entities.readMany(tx, firmId, ids);
      return new Map(ids.map((id) => [id, found.find((c) => c.id === id)?.ownerIds ?? []]));
    },
    /**
     * Deletes an entity by moving it, in one transaction, to firms/{firmId}/deleted_companies with
     * who and when: it leaves every list, search, switcher and read, and nothing is lost.
     */
    async archive(firmId: string, companyId: string, deletedBy: string): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(firmId, companyId));
        if (!snapshot.exists) return false;
        const {
          list_keys: _keys,
          search_keys: _search,
          search_text: _text,
          ...doc
        } = snapshot.data() as EntityDoc;
        tx.set(db.doc(`firms/${firmId}/deleted_companies/${companyId}`), {
          ...doc,
          deleted_at: FieldValue.serverTimestamp(),
          deleted_by: deletedBy,
        });
        tx.delete(snapshot.ref);
        return true;
      });
    },
    /** Takes a deleted firm role off every entity that had it assigned. */
    async removeRoleAssignments(firmId: string, roleId: string): Promise<void> {
      for (;;) {
        const snapshot = await collection(firmId)
          .where('firm_role_ids', 'array-contains', roleId)
          .limit(ROLE_CLEANUP_BATCH)
          .get();
        if (snapshot.empty) return;
        const batch = db.batch();
        for (const entity of records(firmId, snapshot.docs)) {
          const kept = (entity.firmRoleAssignments ?? []).filter((a) => a.firmRoleId !== roleId);
          batch.update(ref(firmId, entity.id), assignmentsDoc(kept));
        }
        await batch.commit();
      }
    },
  };
}

export type EntitiesRepo = ReturnType<typeof entitiesRepo>;
