// Reads and writes entities under firms/{firmId}/companies.
import { Timestamp, type Db } from '../platform/db/db';
import type { CompanyRecord } from './company-record';

export const companiesPath = (firmId: string) => `firms/${firmId}/companies`;

interface CompanyDoc {
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
}

function toCompanyDoc(company: CompanyRecord): CompanyDoc {
  return {
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
  };
}

function fromCompanyDoc(firmId: string, id: string, doc: CompanyDoc): CompanyRecord {
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
  };
}

export function companiesRepo(db: Db) {
  return {
    async get(firmId: string, companyId: string): Promise<CompanyRecord | null> {
      const snapshot = await db.doc(`${companiesPath(firmId)}/${companyId}`).get();
      return snapshot.exists ? fromCompanyDoc(firmId, companyId, snapshot.data() as CompanyDoc) : null;
    },
    async create(company: CompanyRecord): Promise<void> {
      await db.doc(`${companiesPath(company.firmId)}/${company.id}`).create(toCompanyDoc(company));
    },
  };
}

export type CompaniesRepo = ReturnType<typeof companiesRepo>;
