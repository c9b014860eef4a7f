// The firm's small named lists: groups, tags, roles, custom statuses and entity types,
// each a subcollection of firms/{firmId} with documents of its own shape.
import type { Db } from '../platform/db/db';

export interface FirmGroupDoc {
  name: string;
}
export interface TagDoc {
  kind: 'entity' | 'contact' | 'document';
  name: string;
}
export interface FirmRoleDoc {
  role_name: string;
  permission_ids: string[];
}
export interface CustomStatusDoc {
  client_display_status: string;
  client_instruction: string;
  firm_user_display_status: string;
}
export interface EntityTypeDoc {
  name: string;
  allowed: boolean;
}

export interface CatalogShapes {
  groups: FirmGroupDoc;
  tags: TagDoc;
  roles: FirmRoleDoc;
  custom_statuses: CustomStatusDoc;
  entity_types: EntityTypeDoc;
}
export type CatalogName = keyof CatalogShapes;
export type CatalogItem<K extends CatalogName> = CatalogShapes[K] & { id: string };

export function firmCatalogRepo(db: Db) {
  const path = (firmId: string, list: CatalogName) => `firms/${firmId}/${list}`;
  return {
    async create<K extends CatalogName>(
      firmId: string,
      list: K,
      id: string,
      doc: CatalogShapes[K],
    ): Promise<void> {
      await db.doc(`${path(firmId, list)}/${id}`).create(doc);
    },
    /** A whole list; these lists are short (tens of items), so they are read in one go. */
    async list<K extends CatalogName>(firmId: string, list: K): Promise<CatalogItem<K>[]> {
      const snapshot = await db.collection(path(firmId, list)).get();
      return snapshot.docs.map((d) => ({ ...(d.data() as CatalogShapes[K]), id: d.id }));
    },
    async get<K extends CatalogName>(
      firmId: string,
      list: K,
      id: string,
    ): Promise<CatalogItem<K> | null> {
      const snapshot = await db.doc(`${path(firmId, list)}/${id}`).get();
      return snapshot.exists ? { ...(snapshot.data() as CatalogShapes[K]), id } : null;
    },
    async update<K extends CatalogName>(
      firmId: string,
      list: K,
      id: string,
      doc: CatalogShapes[K],
    ): Promise<void> {
      await db.doc(`${path(firmId, list)}/${id}`).set(doc);
    },
    async remove(firmId: string, list: CatalogName, id: string): Promise<void> {
      await db.doc(`${path(firmId, list)}/${id}`).delete();
    },
  };
}

export type FirmCatalogRepo = ReturnType<typeof firmCatalogRepo>;
