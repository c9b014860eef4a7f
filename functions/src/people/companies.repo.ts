// Reads and writes entities under firms/{firmId}/companies.
import { FieldValue, Timestamp, type Db } from '../platform/db/db';
import {
  EMPTY_COMPANY_DETAILS,
  type CompanyDetails,
  type CompanyRecord,
  type FirmRoleAssignment,
} from './company-record';
import { companyListFields } from './list-keys';
import { updateWithListKeys } from './list-keys-write';

export const companiesPath = (firmId: string) => `firms/${firmId}/companies`;

export interface CompanyDoc {
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
  business_email?: string;
  other_email?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  external_entity_id?: string;
  tax_return_id?: string;
  firm_role_assignments?: { id: string; firm_role_id: string; user_id: string }[];
  /** The roles assigned above, so deleting a role can find the entities that hold it. */
  firm_role_ids?: string[];
  /** An Individual's spouse among owner_ids; absent on entities made before it was recorded. */
  spouse_id?: string | null;
  /** Derived on every write for the Entities list (see list-keys.ts). */
  list_keys?: string[];
  search_keys?: string[];
  sort_name?: string;
}

/** The derived list fields of a stored entity, recomputed whenever a write changes what they read. */
export function companyDocListFields(doc: CompanyDoc) {
  return companyListFields({
    name: doc.name,
    hashId: doc.hash_id,
    entityType: doc.entity_type,
    assignedAdvisorId: doc.assigned_advisor_id ?? null,
    firmGroupId: doc.firm_group_id ?? null,
    inactive: doc.inactive,
    tagIds: doc.tag_ids ?? [],
    businessEmail: doc.business_email,
    otherEmail: doc.other_email,
    externalEntityId: doc.external_entity_id,
  });
}

function detailsDoc(d: CompanyDetails) {
  return {
    business_email: d.businessEmail,
    other_email: d.otherEmail,
    street: d.street,
    city: d.city,
    state: d.state,
    zip: d.zip,
    country: d.country,
    external_entity_id: d.externalEntityId,
    tax_return_id: d.taxReturnId,
  };
}

const assignmentsDoc = (list: FirmRoleAssignment[]) => ({
  firm_role_assignments: list.map((a) => ({
    id: a.id,
    firm_role_id: a.firmRoleId,
    user_id: a.userId,
  })),
  firm_role_ids: [...new Set(list.map((a) => a.firmRoleId))],
});

/** Entities updated per batch when a role is deleted (Firestore's batch limit is 500 writes). */
const ROLE_CLEANUP_BATCH = 400;

/** What an entity update changes (the rest of the record is owned by other flows). */
export interface CompanyPatch {
  name: string;
  entityType: string;
  details: CompanyDetails;
  assignedAdvisorId?: string | null;
  inactive?: boolean;
  readonlyAccess?: boolean;
}

export function toCompanyDoc(company: CompanyRecord): CompanyDoc {
  const doc: CompanyDoc = {
    hash_id: company.hashId,
    name: company.name,
    entity_type: company.entityType,
    owner_ids: company.ownerIds,
    primary_owner_id: company.primaryOwnerId,
    assigned_advisor_id: company.assignedAdvisorId,
    firm_group_id: company.firmGroupId,
    inactive: company.inactive,
    readonly_access: company.readonlyAccess,
    tag_ids: company.tagIds,
    created_at: Timestamp.fromDate(company.createdAt),
    ...detailsDoc(company.details ?? EMPTY_COMPANY_DETAILS),
    ...assignmentsDoc(company.firmRoleAssignments ?? []),
    spouse_id: company.spouseId ?? null,
  };
  return { ...doc, ...companyDocListFields(doc) };
}

export function fromCompanyDoc(firmId: string, id: string, doc: CompanyDoc): CompanyRecord {
  return {
    id,
    firmId,
    hashId: doc.hash_id,
    name: doc.name,
    entityType: doc.entity_type,
    ownerIds: doc.owner_ids,
    primaryOwnerId: doc.primary_owner_id,
    assignedAdvisorId: doc.assigned_advisor_id,
    firmGroupId: doc.firm_group_id,
    inactive: doc.inactive,
    readonlyAccess: doc.readonly_access,
    tagIds: doc.tag_ids ?? [],
    createdAt: doc.created_at.toDate(),
    details: {
      businessEmail: doc.business_email ?? '',
      otherEmail: doc.other_email ?? '',
      street: doc.street ?? '',
      city: doc.city ?? '',
      state: doc.state ?? '',
      zip: doc.zip ?? '',
      country: doc.country ?? 'US',
      externalEntityId: doc.external_entity_id ?? '',
      taxReturnId: doc.tax_return_id ?? '',
    },
    firmRoleAssignments: (doc.firm_role_assignments ?? []).map((a) => ({
      id: a.id,
      firmRoleId: a.firm_role_id,
      userId: a.user_id,
    })),
    spouseId: doc.spouse_id ?? null,
  };
}

export function companiesRepo(db: Db) {
  return {
    async get(firmId: string, companyId: string): Promise<CompanyRecord | null> {
      const snapshot = await db.doc(`${companiesPath(firmId)}/${companyId}`).get();
      return snapshot.exists
        ? fromCompanyDoc(firmId, companyId, snapshot.data() as CompanyDoc)
        : null;
    },
    async create(company: CompanyRecord): Promise<void> {
      await db.doc(`${companiesPath(company.firmId)}/${company.id}`).create(toCompanyDoc(company));
    },
    async getByHash(firmId: string, hashId: string): Promise<CompanyRecord | null> {
      const snapshot = await db
        .collection(companiesPath(firmId))
        .where('hash_id', '==', hashId)
        .limit(1)
        .get();
      const doc = snapshot.docs[0];
      return doc ? fromCompanyDoc(firmId, doc.id, doc.data() as CompanyDoc) : null;
    },
    /** Routes that take either (/admin/{companyHash} screens call with the hash). */
    async getByIdOrHash(firmId: string, idOrHash: string): Promise<CompanyRecord | null> {
      return (await this.get(firmId, idOrHash)) ?? (await this.getByHash(firmId, idOrHash));
    },
    /** Every entity a user owns (array-contains needs no composite index). */
    async listByOwner(firmId: string, userId: string): Promise<CompanyRecord[]> {
      const snapshot = await db
        .collection(companiesPath(firmId))
        .where('owner_ids', 'array-contains', userId)
        .get();
      return snapshot.docs.map((d) => fromCompanyDoc(firmId, d.id, d.data() as CompanyDoc));
    },
    async update(firmId: string, companyId: string, patch: CompanyPatch): Promise<void> {
      const update: Partial<CompanyDoc> = {
        name: patch.name,
        entity_type: patch.entityType,
        ...detailsDoc(patch.details),
      };
      if (patch.assignedAdvisorId !== undefined)
        update.assigned_advisor_id = patch.assignedAdvisorId;
      if (patch.inactive !== undefined) update.inactive = patch.inactive;
      if (patch.readonlyAccess !== undefined) update.readonly_access = patch.readonlyAccess;
      await updateWithListKeys(
        db,
        `${companiesPath(firmId)}/${companyId}`,
        update,
        companyDocListFields,
      );
    },
    /**
     * Deletes an entity by moving it, in one transaction, to firms/{firmId}/deleted_companies with
     * who and when: it leaves every list, search, switcher and read, and nothing is lost.
     */
    async archive(firmId: string, companyId: string, deletedBy: string): Promise<boolean> {
      const ref = db.doc(`${companiesPath(firmId)}/${companyId}`);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const { list_keys: _keys, search_keys: _search, ...doc } = snapshot.data() as CompanyDoc;
        tx.set(db.doc(`firms/${firmId}/deleted_companies/${companyId}`), {
          ...doc,
          deleted_at: FieldValue.serverTimestamp(),
          deleted_by: deletedBy,
        });
        tx.delete(ref);
        return true;
      });
    },
    /** Only the business email (the entity email update prompt), so other details are kept. */
    async setBusinessEmail(firmId: string, companyId: string, email: string): Promise<void> {
      await updateWithListKeys(
        db,
        `${companiesPath(firmId)}/${companyId}`,
        { business_email: email },
        companyDocListFields,
      );
    },
    async setRoleAssignments(
      firmId: string,
      companyId: string,
      list: FirmRoleAssignment[],
    ): Promise<void> {
      await db.doc(`${companiesPath(firmId)}/${companyId}`).update(assignmentsDoc(list));
    },
    /** Takes a deleted role off every entity that had it assigned. */
    async removeRoleAssignments(firmId: string, roleId: string): Promise<void> {
      for (;;) {
        const snapshot = await db
          .collection(companiesPath(firmId))
          .where('firm_role_ids', 'array-contains', roleId)
          .limit(ROLE_CLEANUP_BATCH)
          .get();
        if (snapshot.empty) return;
        const batch = db.batch();
        for (const doc of snapshot.docs) {
          const company = fromCompanyDoc(firmId, doc.id, doc.data() as CompanyDoc);
          const kept = (company.firmRoleAssignments ?? []).filter((a) => a.firmRoleId !== roleId);
          batch.update(doc.ref, assignmentsDoc(kept));
        }
        await batch.commit();
      }
    },
  };
}

export type CompaniesRepo = ReturnType<typeof companiesRepo>;
