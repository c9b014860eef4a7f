// The entity (company) as the server works with it, mapped from firms/{firmId}/companies.
export interface CompanyRecord {
  id: string;
  firmId: string;
  /** The public, unguessable id used in URLs (/admin/{companyHash}). */
  hashId: string;
  name: string;
  entityType: string;
  ownerIds: string[];
  primaryOwnerId: string;
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  inactive: boolean;
  readonlyAccess: boolean;
  tagIds: string[];
  createdAt: Date;
}
