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

interface CatalogShapes {
  groups: FirmGroupDoc;
  tags: TagDoc;
  roles: FirmRoleDoc;
  custom_statuses: CustomStatusDoc;
  entity_types: EntityTypeDoc;
}

export function firmCatalogRepo(db: Db) {
  return {
    async create<K extends keyof CatalogShapes>(
      firmId: string,
      list: K,
      id: string,
      doc: CatalogShapes[K],
    ): Promise<void> {
      await db.doc(`firms/${firmId}/${list}/${id}`).create(doc);
    },
  };
}
